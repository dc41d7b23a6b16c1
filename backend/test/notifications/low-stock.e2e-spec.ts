import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LowStockWatch } from '../../src/modules/notifications/infrastructure/low-stock-watch';
import { aProduct as aProductPayload, aVariant, asAdmin, createProduct } from '../catalog/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, eventually, placeOrder, setShopAlerts, shopAlertRows, sleep } from './fixtures';

interface LowStockWire {
  out_of_stock: number;
  below_threshold: number;
  shop_threshold: number;
  items: Array<{
    product_id: number;
    variant_id: number | null;
    product_name: string;
    variant_name: string | null;
    stock: number;
    threshold: number;
    level: string;
  }>;
}

/**
 * Low stock: a threshold per product and per variant over the shop's default, the dashboard's list,
 * the products list's filter, an email at once when an item sells out and one digest a day.
 */
describe('low stock (notifications, catalog)', () => {
  let shop: TestApp;

  beforeAll(async () => {
    // The digest goes out from midnight of the shop's day: the first check that finds low items sends it.
    shop = await startTestApp({ env: { LOW_STOCK_DIGEST_HOUR: '0', LOW_STOCK_CHECK_MS: '200', NOTIFICATIONS_POLL_MS: '100' } });
  });
  afterAll(() => shop?.close());

  const lowStock = async (): Promise<LowStockWire> => (await asAdmin(shop).get('/api/admin/low-stock').expect(200)).body.data;
  const filtered = async (filter: object): Promise<number[]> =>
    (
      await asAdmin(shop)
        .get(`/api/products/admin?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`)
        .expect(200)
    ).body.data
      .map((p: { id: number }) => p.id)
      .sort((a: number, b: number) => a - b);
  const outboxMails = async (kind: string): Promise<string[]> => {
    const dir = join(shop.dataDir, 'outbox');
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(`-${kind}.eml`));
    return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  };
  const decodedText = (eml: string) => {
    const part = /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: base64\n\n([A-Za-z0-9+/=\n]+)/i.exec(eml);
    return part ? Buffer.from(part[1].replace(/\n/g, ''), 'base64').toString('utf8') : '';
  };

  let low: { id: number };
  let out: { id: number };
  let plenty: { id: number };
  let ownThreshold: { id: number };
  let withVariants: { id: number; variants: Array<{ id: number; sku: string }> };
  let inactive: { id: number };

  it("lists active items out of stock or below their threshold: the variant's, else the product's, else the shop's", async () => {
    low = await createProduct(shop, { name: 'Shin Guards', stock_quantity: 4 });
    out = await createProduct(shop, { name: 'Goalkeeper Gloves', stock_quantity: 0 });
    plenty = await createProduct(shop, { name: 'Cones', stock_quantity: 5 });
    ownThreshold = await createProduct(shop, { name: 'Whistle', stock_quantity: 4, low_stock_threshold: 2 });
    withVariants = (await createProduct(shop, {
      name: 'Running Shoes',
      stock_quantity: 0,
      has_variants: true,
      low_stock_threshold: 3,
      variants: [
        aVariant({ sku: 'RUN-40', size: '40', stock_quantity: 2 }),
        aVariant({ sku: 'RUN-41', size: '41', stock_quantity: 2, low_stock_threshold: 1 }),
        aVariant({ sku: 'RUN-42', size: '42', stock_quantity: 9 }),
      ],
    })) as never;
    inactive = await createProduct(shop, { name: 'Old Jersey', stock_quantity: 0, is_active: false });
    const read = await asAdmin(shop).get(`/api/products/admin/${withVariants.id}`).expect(200);
    expect(read.body.data.low_stock_threshold).toBe(3);
    expect(read.body.data.variants.map((v: { low_stock_threshold: number | null }) => v.low_stock_threshold)).toEqual([null, 1, null]);

    const list = await lowStock();
    expect(list.shop_threshold).toBe(5);
    const run40 = withVariants.variants.find((v) => v.sku === 'RUN-40')!;
    expect(list.items.map((item) => [item.product_id, item.variant_id, item.stock, item.threshold, item.level])).toEqual([
      [out.id, null, 0, 5, 'out'],
      [withVariants.id, run40.id, 2, 3, 'low'],
      [low.id, null, 4, 5, 'low'],
    ]);
    expect(list).toMatchObject({ out_of_stock: 1, below_threshold: 2 });
    expect(list.items[1].variant_name).toBe('40');

    // The products list filters by the same rule (inactive products too, unless filtered out).
    expect(await filtered({ low_stock: true, is_active: true })).toEqual([low.id, out.id, withVariants.id].sort((a, b) => a - b));
    expect(await filtered({ low_stock: true })).toEqual([low.id, out.id, withVariants.id, inactive.id].sort((a, b) => a - b));
    expect(await filtered({ low_stock: true, q: 'whistle' })).toEqual([]);
    void plenty;
    void ownThreshold;
  });

  it('follows the shop default set in Shop settings', async () => {
    await setShopAlerts(shop, [], 3);
    const list = await lowStock();
    expect(list.shop_threshold).toBe(3);
    expect(list.items.map((item) => item.product_id)).not.toContain(low.id);
    expect(await filtered({ low_stock: true, is_active: true })).toEqual([out.id, withVariants.id].sort((a, b) => a - b));
    const refused = await asAdmin(shop).put('/api/shop-settings', {
      courier_enabled: true,
      courier_fee: 30,
      free_delivery_from: 400,
      installment_rule: [{ from: 0, max_payments: 1 }],
      low_stock_threshold: -1,
      alert_emails: ['not-an-email'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['alert_emails', 'low_stock_threshold']);
  });

  it('emails the shop one digest a day, and at once when an item sells out (once per sell-out)', async () => {
    // A check while the shop has no address notes what is out already (as the periodic one would, but now,
    // whatever the machine's speed).
    await shop.app.get(LowStockWatch).check();
    await setShopAlerts(shop, ['stock@shop.test'], 5);
    const [digest] = await eventually(
      () => outboxMails('low_stock_digest'),
      (mails) => mails.length === 1,
    );
    const digestText = decodedText(digest);
    expect(digestText).toContain('Goalkeeper Gloves: אזל מהמלאי');
    expect(digestText).toContain('Shin Guards: נשארו 4 (סף 5)');
    expect(digestText).toContain('Running Shoes (40): נשארו 2 (סף 3)');
    expect(digestText).not.toContain('Cones');
    expect(digestText).toContain(`http://shop.test/admin/products/${out.id}`);
    // Items already out before the shop named an address are in the digest, not announced one by one.
    expect(await outboxMails('sold_out')).toEqual([]);

    const lastOne = await createProduct(shop, { name: 'Captain Armband', stock_quantity: 1 });
    await placeOrder(shop, aCheckout([aLine(lastOne)]));
    const soldOut = await eventually(
      () => outboxMails('sold_out'),
      (mails) => mails.length === 1,
      5_000,
    );
    expect(decodedText(soldOut[0])).toContain('Captain Armband: אזל מהמלאי');

    // More checks change nothing: still one digest today, one email per sell-out.
    await shop.app.get(LowStockWatch).check();
    await sleep(600);
    expect(await outboxMails('low_stock_digest')).toHaveLength(1);
    expect(await outboxMails('sold_out')).toHaveLength(1);

    // Back in stock, sold out again: news again.
    await asAdmin(shop)
      .put(`/api/products/${lastOne.id}`, aProductPayload({ name: 'Captain Armband', stock_quantity: 1 }))
      .expect(200);
    await sleep(600);
    await placeOrder(shop, aCheckout([aLine(lastOne)]));
    await eventually(
      () => outboxMails('sold_out'),
      (mails) => mails.length === 2,
      5_000,
    );
    const rows = await shopAlertRows(shop);
    expect(rows.filter((row) => row.kind === 'low_stock_digest')).toHaveLength(1);
    expect(rows.every((row) => row.recipients === 'stock@shop.test')).toBe(true);
  });
});
