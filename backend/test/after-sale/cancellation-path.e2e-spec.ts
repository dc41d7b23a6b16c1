import { asAdmin } from '../ordering/fixtures';
import { aDiscountCode, anAddress } from '../promotions/fixtures';
import type { TestApp } from '../support/test-app';
import {
  aListeningShop,
  anOrder,
  approve,
  asShopper,
  cancellationEmail,
  complete,
  creditNoteEmail,
  markPaidInCash,
  orderRow,
  payByBit,
  payByCard,
  quote,
  refundsOf,
  requestCancellation,
  requestIdOf,
  stockOf,
} from './fixtures';

/**
 * The whole path of a cancellation: the shopper's quote and request on the public API, staff's
 * approval, the money back by the way it was paid (card and Bit through the sandbox provider, cash
 * at the store, nothing for an unpaid order), the units back on the shelf, the order's statuses.
 */
describe('cancelling an order: request, approval, refund, stock (after-sale)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await aListeningShop();
  });
  afterAll(() => shop.close());

  const dashboardCount = async () =>
    (await shop.http().get('/api/dashboard').set(asAdmin(shop)).expect(200)).body.data.open_cancellation_requests as number;
  const deskNumbers = async () =>
    (
      await shop
        .http()
        .get('/api/orders')
        .query({ filter: JSON.stringify({ cancellation: 'open' }), range: '[0,99]' })
        .set(asAdmin(shop))
        .expect(200)
    ).body.data.map((o: { order_number: string }) => o.order_number);

  it('a card order cancelled whole before delivery: fee ₪100, ₪1,900 back to the card, stock back, order cancelled and refunded', async () => {
    const { order, products } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await payByCard(shop, order.id);
    expect(await stockOf(shop, products[0])).toBe(8);

    const quoted = await quote(shop, asShopper(order)).expect(200);
    expect(quoted.body.data).toMatchObject({
      order_number: order.order_number,
      language: 'he',
      status: 'paid',
      payment_status: 'paid',
      whole_order: true,
      goods_amount: 2000,
      delivery_amount: 0,
      fee: 100,
      refund_amount: 1900,
      deadline: null,
      period: 'standard',
    });
    expect(quoted.body.data.items).toEqual([
      { id: order.items[0].id, product_name: products[0].name, variant_name: '', quantity: 2, cancellable_quantity: 2, unit_price: 500 },
      { id: order.items[1].id, product_name: products[1].name, variant_name: '', quantity: 1, cancellable_quantity: 1, unit_price: 1000 },
    ]);

    const countBefore = await dashboardCount();
    const asked = await requestCancellation(shop, asShopper(order, { reason: 'changed_mind', reason_details: 'Ordered twice' })).expect(
      201,
    );
    expect(asked.body.data).toMatchObject({
      order_number: order.order_number,
      state: 'open',
      goods_amount: 2000,
      fee: 100,
      refund_amount: 1900,
    });
    expect(asked.body.data.request_number).toMatch(/^CAN-\d+-\d{1,3}$/);
    const received = await cancellationEmail(shop, order.order_number, 'received');
    expect(received.subject).toBe(`קיבלנו את בקשת הביטול ${asked.body.data.request_number} (הזמנה ${order.order_number})`);
    expect(received.text).toContain('סכום ההחזר: ₪1900.00');
    expect(received.text).toContain('דמי ביטול: −₪100.00');
    expect(await deskNumbers()).toContain(order.order_number);
    expect(await dashboardCount()).toBe(countBefore + 1);

    const id = await requestIdOf(shop, asked.body.data.request_number);
    const shown = await shop.http().get(`/api/admin/cancellation-requests/${id}`).set(asAdmin(shop)).expect(200);
    expect(shown.body.data).toMatchObject({
      state: 'open',
      reason: 'changed_mind',
      reason_details: 'Ordered twice',
      longer_period_statement: false,
      whole_order: true,
      order_id: order.id,
      customer_name: 'Dana Levi',
      refund_id: null,
    });
    expect(shown.body.data.items).toEqual([
      { item_id: order.items[0].id, product_name: products[0].name, variant_name: '', quantity: 2, amount: 1000 },
      { item_id: order.items[1].id, product_name: products[1].name, variant_name: '', quantity: 1, amount: 1000 },
    ]);

    const approved = await approve(shop, id, { note: 'Returned unopened' }).expect(200);
    expect(approved.body.data).toMatchObject({ state: 'approved', staff_note: 'Returned unopened', provider_message: null });
    expect(approved.body.data.decided_at).not.toBeNull();

    const [refund] = await refundsOf(shop, order.id);
    expect(refund).toMatchObject({
      id: approved.body.data.refund_id,
      cancellation_request_id: id,
      amount: 1900,
      goods_amount: 2000,
      fee: 100,
      method: 'credit_card',
      state: 'succeeded',
      provider_message: null,
    });
    expect(refund.provider_reference).toMatch(/^\d+$/);
    const row = await orderRow(shop, order.id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 1900, cancellationRequested: false });
    expect(row.items.map((item) => item.cancelledQuantity).sort()).toEqual([1, 2]);
    expect([await stockOf(shop, products[0]), await stockOf(shop, products[1])]).toEqual([10, 10]);

    const view = (await shop.http().get(`/api/orders/${order.id}`).expect(200)).body.data;
    expect(view).toMatchObject({ refunded_amount: 1900, payment_status: 'refunded', display_status: { code: 'cancelled', paid: false } });
    expect(view.items.map((item: { cancelled_quantity: number }) => item.cancelled_quantity)).toEqual([2, 1]);
    const email = await cancellationEmail(shop, order.order_number, 'approved');
    expect(email.text).toContain('סכום ההחזר: ₪1900.00');
    expect(email.text).toContain('ההחזר יזוכה בכרטיס האשראי שבו שילמת.');
    expect(email.text).toContain('הערת החנות: Returned unopened');
    expect(await deskNumbers()).not.toContain(order.order_number);
    expect(await dashboardCount()).toBe(countBefore);

    // The credit note of the refund, after the invoice-receipt it credits; its link emailed to the shopper.
    const creditNote = await expectCreditNote(shop, order.id, refund.id);
    const noteEmail = await creditNoteEmail(shop, order.order_number, creditNote.number);
    expect(noteEmail.subject).toBe(`חשבונית מס זיכוי להזמנה ${order.order_number}`);
    expect(noteEmail.text).toContain(`חשבונית מס זיכוי מספר ${creditNote.number}`);
    expect(noteEmail.text).toContain(creditNote.url);
  });

  it('one unit of a Bit order, for a defect: no fee, ₪500 back to Bit, the order goes on partly refunded, in Russian', async () => {
    const { order, products } = await anOrder(shop, { checkout: { payment_method: 'bit', language: 'ru' } });
    await payByBit(shop, order.id);
    const lines = [{ item_id: order.items[0].id, quantity: 1 }];
    const quoted = await quote(shop, asShopper(order, { lines, reason: 'defect' })).expect(200);
    expect(quoted.body.data).toMatchObject({ language: 'ru', whole_order: false, goods_amount: 500, fee: 0, refund_amount: 500 });

    const asked = await requestCancellation(shop, asShopper(order, { lines, reason: 'defect' })).expect(201);
    const received = await cancellationEmail(shop, order.order_number, 'received');
    expect(received.subject).toBe(`Мы получили заявку на отмену ${asked.body.data.request_number} (заказ ${order.order_number})`);
    expect(received.text).toContain(`${products[0].name} × 1`);
    await approve(shop, await requestIdOf(shop, asked.body.data.request_number)).expect(200);

    expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ amount: 500, fee: 0, method: 'bit', state: 'succeeded' })]);
    const row = await orderRow(shop, order.id);
    expect(row).toMatchObject({ status: 'paid', paymentStatus: 'partly_refunded', refundedAmount: 500 });
    expect(row.items.find((item) => item.id === order.items[0].id)?.cancelledQuantity).toBe(1);
    expect([await stockOf(shop, products[0]), await stockOf(shop, products[1])]).toEqual([9, 9]);
    const approvedEmail = await cancellationEmail(shop, order.order_number, 'approved');
    expect(approvedEmail.text).toContain('Сумма возврата: ₪500.00');
    expect(approvedEmail.text).toContain('Деньги вернутся на счёт Bit, с которого вы платили.');
    const creditNote = await expectCreditNote(shop, order.id, (await refundsOf(shop, order.id))[0].id);
    const noteEmail = await creditNoteEmail(shop, order.order_number, creditNote.number);
    expect(noteEmail.subject).toBe(`Кредит-нота по заказу ${order.order_number}`);
    expect(noteEmail.text).toContain(creditNote.url);

    // What is left can still be cancelled: the same line's other unit and the other line.
    const rest = await quote(shop, asShopper(order)).expect(200);
    expect(rest.body.data.items.map((item: { cancellable_quantity: number }) => item.cancellable_quantity)).toEqual([1, 1]);
    expect(rest.body.data).toMatchObject({ whole_order: true, goods_amount: 1500, fee: 75, refund_amount: 1425 });
  });

  it('a cash order picked up and paid at the store, asked by phone in another format, approved without fee: paid back in cash', async () => {
    const { order, products } = await anOrder(shop, { checkout: { payment_method: 'cash' } });
    await markPaidInCash(shop, order.id);
    await complete(shop, order.id);
    expect([await stockOf(shop, products[0]), await stockOf(shop, products[1])]).toEqual([8, 9]);

    const byPhone = { order_number: order.order_number.toLowerCase(), phone: '+972 50 123 4567' };
    const quoted = await quote(shop, byPhone).expect(200);
    expect(quoted.body.data).toMatchObject({ status: 'completed', fee: 100, refund_amount: 1900, period: 'standard' });
    expect(new Date(quoted.body.data.deadline).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    const asked = await requestCancellation(shop, { ...byPhone, reason: 'other' }).expect(201);
    const approved = await approve(shop, await requestIdOf(shop, asked.body.data.request_number), { waive_fee: true }).expect(200);
    expect(approved.body.data).toMatchObject({ fee: 0, refund_amount: 2000, goods_amount: 2000 });
    expect(await refundsOf(shop, order.id)).toEqual([
      expect.objectContaining({ amount: 2000, fee: 0, method: 'cash', state: 'succeeded', provider_reference: null }),
    ]);
    expect(await orderRow(shop, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 2000 });
    // A completed order's units had left the shop: the returned goods are back on the shelf.
    expect([await stockOf(shop, products[0]), await stockOf(shop, products[1])]).toEqual([10, 10]);
    expect((await cancellationEmail(shop, order.order_number, 'approved')).text).toContain('ההחזר ישולם במזומן בחנות.');
    // The tax documents: the invoice-receipt of the payment, then the credit note of the refund, each once.
    const documents = await issuedDocuments(shop, order.id, 2);
    expect(documents.map((d) => [d.kind, d.state])).toEqual([
      ['invoice_receipt', 'issued'],
      ['credit_note', 'issued'],
    ]);
    expect(documents[1].refund_id).toBe((await refundsOf(shop, order.id))[0].id);
  });

  it('an unpaid card order is cancelled whole with nothing to give back; part of it is refused', async () => {
    const { order, products } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    const partly = await quote(shop, asShopper(order, { lines: [{ item_id: order.items[1].id, quantity: 1 }] })).expect(409);
    expect(partly.body.code).toBe('WHOLE_ORDER_ONLY');

    const quoted = await quote(shop, asShopper(order)).expect(200);
    expect(quoted.body.data).toMatchObject({ payment_status: 'pending', goods_amount: 2000, fee: 0, refund_amount: 0 });
    const asked = await requestCancellation(shop, asShopper(order, { reason: 'changed_mind' })).expect(201);
    expect((await cancellationEmail(shop, order.order_number, 'received')).text).toContain('ההזמנה טרם שולמה, ולכן אין סכום להחזר.');
    await approve(shop, await requestIdOf(shop, asked.body.data.request_number)).expect(200);

    expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ amount: 0, method: 'none', state: 'succeeded' })]);
    expect(await orderRow(shop, order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
      refundedAmount: 0,
      stockReleased: true,
    });
    expect([await stockOf(shop, products[0]), await stockOf(shop, products[1])]).toEqual([10, 10]);
    // Cancelled: it can no longer be paid.
    expect((await shop.http().post(`/api/payment/session/${order.id}`).send({}).expect(409)).body.code).toBe('ORDER_CANCELLED');
  });

  it('a courier order with a discount, cancelled in two steps: each line its share after the discount, delivery back with the last one', async () => {
    const code = await aDiscountCode(shop, { kind: 'fixed', value: 25 });
    const { order } = await anOrder(shop, {
      lines: [
        { price: 100, quantity: 1 },
        { price: 150, quantity: 1 },
      ],
      checkout: { payment_method: 'credit_card', delivery_method: 'courier', delivery_address: anAddress(), discount_code: code.code },
    });
    // ₪250 of items, ₪25 off (₪10 and ₪15 of it on the lines), ₪30 courier: ₪255.
    expect(order.total_amount).toBe(255);
    await payByCard(shop, order.id);

    const first = await requestCancellation(
      shop,
      asShopper(order, { lines: [{ item_id: order.items[0].id, quantity: 1 }], reason: 'changed_mind' }),
    ).expect(201);
    expect(first.body.data).toMatchObject({ goods_amount: 90, delivery_amount: 0, fee: 4.5, refund_amount: 85.5 });
    await approve(shop, await requestIdOf(shop, first.body.data.request_number)).expect(200);

    const second = await requestCancellation(shop, asShopper(order, { reason: 'changed_mind' })).expect(201);
    expect(second.body.data).toMatchObject({ goods_amount: 135, delivery_amount: 30, fee: 6.75, refund_amount: 158.25 });
    await approve(shop, await requestIdOf(shop, second.body.data.request_number)).expect(200);

    expect(await orderRow(shop, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 243.75 });
    expect((await refundsOf(shop, order.id)).map((r: { amount: number }) => r.amount)).toEqual([158.25, 85.5]);
  });
});

/** The order's invoice-receipt and the refund's credit note, each issued once; the credit note's number and link. */
async function expectCreditNote(shop: TestApp, orderId: string, refundId: number) {
  const documents = await issuedDocuments(shop, orderId, 2);
  expect(documents.map((d) => [d.kind, d.state])).toEqual([
    ['invoice_receipt', 'issued'],
    ['credit_note', 'issued'],
  ]);
  expect(documents[1].refund_id).toBe(refundId);
  expect(documents[1].number).toMatch(/^\d+$/);
  expect(documents[1].url).toMatch(/^http/);
  return { number: documents[1].number!, url: documents[1].url! };
}

/** The order's tax documents once `count` of them are issued by the shop's loop (the sandbox provider), or what there is after 15 s. */
async function issuedDocuments(shop: TestApp, orderId: string, count: number) {
  let documents: Array<{ kind: string; state: string; refund_id: number | null; number: string | null; url: string | null }> = [];
  for (const end = Date.now() + 15_000; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 200))) {
    documents = (await shop.http().get(`/api/admin/orders/${orderId}/tax-documents`).set(asAdmin(shop)).expect(200)).body.data;
    if (documents.filter((d) => d.state === 'issued').length >= count) break;
  }
  return documents;
}
