import { startTestApp, TestApp } from '../support/test-app';
import { aCardOrder, notifyPath, providerResult, readOrder, TEST_HMAC_SECRET } from './fixtures';

/** Return pages loaded by POST (a provider terminal setting) reach the storefront's pages with their fields. */
describe('provider return pages posted by the provider (payments)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET, PUBLIC_URL: 'https://shop.test' } });
  });
  afterAll(() => shop.close());

  it('sends a posted success on to the same page with the result in the query, never the tokens', async () => {
    const order = await aCardOrder(shop);
    const res = await shop
      .http()
      .post(`/payment-success?orderId=${order.id}`)
      .type('form')
      .send({ ...providerResult(order), notify_url_address: `https://shop.test${notifyPath(order)}`, TranzilaTK: 'card-token' })
      .expect(303);
    const location = new URL(res.headers.location, 'https://shop.test');
    expect(location.pathname).toBe('/payment-success');
    expect(location.searchParams.get('orderId')).toBe(order.id);
    expect(location.searchParams.get('Response')).toBe('000');
    expect(location.searchParams.get('index')).toBe('98765');
    expect(location.searchParams.has('notify_url_address')).toBe(false);
    expect(location.searchParams.has('TranzilaTK')).toBe(false);
    expect(res.headers['cache-control']).toBe('no-store');
    // Showing a return page pays nothing: only the verified notify does.
    expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'pending', status: 'unpaid' });
  });

  it('keeps the language and any path below the return page', async () => {
    const order = await aCardOrder(shop);
    const res = await shop
      .http()
      .post('/ru/payment-error/frame')
      .type('form')
      .send(providerResult(order, { Response: '004' }))
      .expect(303);
    const location = new URL(res.headers.location, 'https://shop.test');
    expect(location.pathname).toBe('/ru/payment-error/frame');
    expect(location.searchParams.get('Response')).toBe('004');
  });

  it('leaves other posted addresses alone', async () => {
    await shop.http().post('/payment-elsewhere').type('form').send({ Response: '000' }).expect(404);
  });
});
