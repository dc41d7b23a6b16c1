import { aProduct as aCatalogProduct, asAdmin, createProduct } from '../catalog/fixtures';
import { aCheckout, aLine } from '../ordering/fixtures';
import { aDiscountCode, aDiscountCodeBody } from '../promotions/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';

const nested = (depth: number, array = false): unknown => {
  let value: unknown = array ? [] : { a: 1 };
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value };
  return value;
};

/** Sends a body as raw JSON text, so that escapes such as \ud800 reach the server as they are. */
const raw = (text: string) => ({ text, type: 'application/json' });

/**
 * What a client gets for each kind of bad request the review found answering 500: a 400 that names
 * the field, with the shop's error body, before any route's rules run.
 */
describe('bad requests get a clear 400 naming their field', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const post = (path: string, body: { text: string; type: string } | object, token?: string) => {
    const call = shop.http().post(path);
    if (token) call.set('Authorization', bearer(token));
    if ('text' in body && 'type' in body) return call.set('Content-Type', body.type).send(body.text as string);
    return call.send(body);
  };

  it.each([
    ['an object', nested(2000)],
    ['an array', nested(2000, true)],
    ['just past the bound', nested(33)],
  ])('refuses a body nested 2,000 deep (%s) on a public route without a rate limit', async (_kind, body) => {
    const res = await post('/api/back-in-stock/stop', raw(JSON.stringify(body))).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'BODY_TOO_DEEP', requestId: expect.any(String) });
    await post('/api/products', raw(JSON.stringify(body)), shop.adminToken).expect(400);
  });

  it.each([
    ['/api/auth/login', 'email', '{"email":"\\ud800","password":"x"}'],
    ['/api/orders', 'customer_email', '{"customer_email":"dana\\ud800@example.com"}'],
    ['/api/cancellations/quote', 'email', '{"order_number":"ORD-1","email":"\\udc00@example.com"}'],
    ['/api/orders/quote', 'items.0.product_name', '{"items":[{"product_id":1,"quantity":1,"product_name":"x\\ud83d"}]}'],
  ])('refuses text that is not well-formed Unicode on %s, naming %s', async (path, field, text) => {
    const res = await post(path, raw(text)).expect(400);
    expect(res.body).toMatchObject({ code: 'MALFORMED_TEXT', errors: [{ field }] });
  });

  it('refuses text that is not well-formed Unicode in staff and settings bodies too', async () => {
    const staff = await post('/api/admin/staff', raw('{"email":"\\ud800@x.io","name":"A","role":"orders"}'), shop.adminToken).expect(400);
    expect(staff.body.errors).toEqual([expect.objectContaining({ field: 'email' })]);
    const settings = await shop
      .http()
      .put('/api/shop-settings')
      .set('Authorization', bearer(shop.adminToken))
      .set('Content-Type', 'application/json')
      .send('{"alert_emails":["ok@shop.test","\\ud800"]}')
      .expect(400);
    expect(settings.body.errors).toEqual([expect.objectContaining({ field: 'alert_emails.1' })]);
  });

  it('refuses null in a field that is not nullable, naming it, and keeps the record as it was', async () => {
    const created = await post('/api/admin/staff', { email: 'nora@shop.test', name: 'Nora', role: 'orders' }, shop.adminToken);
    expect(created.status).toBeLessThan(300);
    const id = created.body.data.id;
    const res = await shop
      .http()
      .put(`/api/admin/staff/${id}`)
      .set('Authorization', bearer(shop.adminToken))
      .send({ name: null })
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'name', message: expect.stringContaining('must not be null') }],
    });
    const list = await shop.http().get('/api/admin/staff').set('Authorization', bearer(shop.adminToken)).expect(200);
    expect(list.body.data.find((s: { id: number }) => s.id === id).name).toBe('Nora');

    const review = await shop.http().put('/api/reviews/1').set('Authorization', bearer(shop.adminToken)).send({ status: null }).expect(400);
    expect(review.body.errors).toEqual([expect.objectContaining({ field: 'status' })]);
    const product = await asAdmin(shop)
      .post('/api/products', aCatalogProduct({ name: null }))
      .expect(400);
    expect(product.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
  });

  it('still takes null where the document says a field is nullable', async () => {
    await asAdmin(shop)
      .post('/api/admin/discount-codes', aDiscountCodeBody({ minimum_total: null, max_uses: null, valid_to: null }))
      .expect(201);
  });

  it.each([
    ['value', 100_000_000],
    ['minimum_total', 1e9],
    ['max_uses', 2_147_483_648],
    ['max_uses_per_email', 1e20],
  ])('refuses a discount code whose %s of %d does not fit its column', async (field, value) => {
    const res = await asAdmin(shop)
      .post('/api/admin/discount-codes', aDiscountCodeBody({ kind: 'fixed', [field]: value }))
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
  });

  it('checks an email’s length as it is stored (lower case), so a checkout with a code answers 400, not 500', async () => {
    const product = await createProduct(shop, aCatalogProduct({ stock_quantity: 5 }));
    const code = await aDiscountCode(shop);
    const email = `${'İ'.repeat(60)}@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.io`;
    expect(email.length).toBeLessThanOrEqual(254);
    expect(email.toLowerCase().length).toBeGreaterThan(254);
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(product)], { customer_email: email, discount_code: code.code }))
      .expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('customer_email');
  });
});
