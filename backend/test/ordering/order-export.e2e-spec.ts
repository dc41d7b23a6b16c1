import { parse } from 'csv-parse/sync';
import { OrderExportSource } from '../../src/modules/ordering/application/order-export-source.port';
import { OrderPayments } from '../../src/modules/ordering/application/order-payments.port';
import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, backdate, placeOrder } from './fixtures';

const BOM = '\uFEFF';

/** The download as a spreadsheet reads it: the raw text (for the BOM) and its rows by column name. */
function csvOf(res: { text: string }): { text: string; rows: Array<Record<string, string>> } {
  return { text: res.text, rows: parse(res.text, { bom: true, columns: true }) as Array<Record<string, string>> };
}

describe('orders CSV export (orders desk)', () => {
  let shop: TestApp;
  let noa: { id: string; order_number: string };
  let ivan: { id: string; order_number: string };
  let tal: { id: string; order_number: string };

  beforeAll(async () => {
    shop = await startTestApp();
    const ball = await aProduct(shop, { name: 'Ball', price: 49.9, stockQuantity: 50 });
    const gloves = await aProduct(shop, { name: 'Gloves', price: 120.5, stockQuantity: 50, variants: [{ size: 'M', sku: 'GL-M' }] });
    noa = await placeOrder(
      shop,
      aCheckout([aLine(ball, { quantity: 3 })], {
        customer_name: 'נועה כהן',
        customer_email: 'noa@example.co.il',
        customer_phone: '050-111-2222',
      }),
    );
    ivan = await placeOrder(
      shop,
      aCheckout([aLine(ball), aLine(gloves, { variant_id: gloves.variants[0].id, quantity: 2 })], {
        customer_name: 'Иван Петров',
        customer_email: 'ivan@mail.ru',
        customer_phone: '054-333-4444',
        payment_method: 'credit_card',
        language: 'ru',
      }),
    );
    tal = await placeOrder(shop, aCheckout([aLine(gloves, { variant_id: gloves.variants[0].id })], { customer_name: 'Tal Old' }));
    await shop.app.get(OrderPayments).markPaid(ivan.id, { paidWith: 'credit_card', installments: 1 });
    // 22:30 UTC on 15 January is 00:30 on the 16th in Israel (winter, UTC+2).
    await backdate(shop, noa.id, new Date('2026-01-15T22:30:00.000Z'));
    await backdate(shop, ivan.id, new Date('2026-07-01T09:05:07.000Z'));
    await backdate(shop, tal.id, new Date('2025-03-01T08:00:00.000Z'));
  });
  afterAll(() => shop.close());

  const download = (query: Record<string, string> = {}) => shop.http().get('/api/orders/export').query(query).set(asAdmin(shop));

  it('is a UTF-8 CSV with a byte order mark, named for a download, Hebrew and Russian intact', async () => {
    const res = await download().buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { text, rows } = csvOf(res);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain('\r\n');
    expect(rows.map((r) => r.customer_name)).toEqual(['Иван Петров', 'נועה כהן', 'Tal Old']);
  });

  it('writes one row per order with amounts in two decimals and dates on the shop’s clock', async () => {
    const { rows } = csvOf(await download().buffer(true).expect(200));
    const noaRow = rows.find((r) => r.order_number === noa.order_number)!;
    expect(noaRow).toMatchObject({
      created_at: '2026-01-16 00:30:00',
      status: 'new',
      payment_status: 'pending',
      customer_email: 'noa@example.co.il',
      units: '3',
      items_total: '149.70',
      total_amount: '149.70',
      discount_amount: '0.00',
    });
    const ivanRow = rows.find((r) => r.order_number === ivan.order_number)!;
    // Summer: UTC+3.
    expect(ivanRow).toMatchObject({ created_at: '2026-07-01 12:05:07', payment_status: 'paid', paid_with: 'credit_card', language: 'ru' });
    expect(ivanRow.total_amount).toBe('290.90');
  });

  it('writes one row per line when asked, with the variant and the line’s prices', async () => {
    const { rows } = csvOf(await download({ layout: 'lines' }).buffer(true).expect(200));
    const ivanLines = rows.filter((r) => r.order_number === ivan.order_number);
    expect(ivanLines.map((r) => [r.product_name, r.variant_name, r.quantity, r.unit_price, r.line_total])).toEqual(
      expect.arrayContaining([
        ['Ball', '', '1', '49.90', '49.90'],
        ['Gloves', expect.stringContaining('M'), '2', '120.50', '241.00'],
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ customer_name: 'Иван Петров', created_at: '2026-07-01 12:05:07' });
  });

  it.each([
    [{ filter: JSON.stringify({ payment_status: 'paid' }) }, ['Иван Петров']],
    [{ filter: JSON.stringify({ date_from: '2026-01-16', date_to: '2026-01-16' }) }, ['נועה כהן']],
    [{ status: 'new', date_to: '2025-12-31' }, ['Tal Old']],
    [{ filter: JSON.stringify({ q: 'ivan' }) }, ['Иван Петров']],
    [{ filter: JSON.stringify({ search: '050-111-2222' }) }, ['נועה כהן']],
  ])('applies the desk’s filters %j', async (query, names) => {
    const { rows } = csvOf(await download(query).buffer(true).expect(200));
    expect(rows.map((r) => r.customer_name)).toEqual(names);
  });

  it('refuses a malformed filter or layout naming the field, and anyone but staff', async () => {
    const bad = await download({ filter: JSON.stringify({ date_from: '2026-13-01' }) }).expect(400);
    expect(bad.body.errors[0].field).toBe('date_from');
    const layout = await download({ layout: 'pivot' }).expect(400);
    expect(layout.body.errors[0].field).toBe('layout');
    await shop.http().get('/api/orders/export').expect(401);
  });

  it('reads the orders in keyset batches: every order once, newest first, ties on the same second included', async () => {
    const ball = await aProduct(shop, { price: 10, stockQuantity: 2000 });
    const placed: string[] = [];
    for (let i = 0; i < 12; i++) {
      const order = await placeOrder(shop, aCheckout([aLine(ball)], { customer_name: `Batch ${i}` }));
      // Four orders share each second, so a batch can end in the middle of a tie.
      await backdate(shop, order.id, new Date(Date.UTC(2026, 5, 1, 10, 0, Math.floor(i / 4))));
      placed.push(order.order_number);
    }
    const batches: string[][] = [];
    for await (const batch of shop.app.get(OrderExportSource).batches({ search: { kind: 'words', words: ['batch'] } }, 5)) {
      batches.push(batch.map((order) => order.orderNumber));
    }
    expect(batches.map((b) => b.length)).toEqual([5, 5, 2]);
    expect(batches.flat().sort()).toEqual([...placed].sort());
    const { rows } = csvOf(
      await download({ filter: JSON.stringify({ q: 'batch' }) })
        .buffer(true)
        .expect(200),
    );
    expect(rows.map((r) => r.order_number)).toEqual(batches.flat());
  });
});
