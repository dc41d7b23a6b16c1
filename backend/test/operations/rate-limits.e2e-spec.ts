import { aCheckout, aLine, aProduct } from '../ordering/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';

/** Each limited action answers 429 with Retry-After once a client has used up its minute. */
describe('rate limits (in process)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { ORDERS_PER_MINUTE: '2', PAYMENT_SESSIONS_PER_MINUTE: '2', UPLOADS_PER_MINUTE: '2' } });
  });
  afterAll(() => shop.close());

  const expectLimited = (res: { status: number; headers: Record<string, string> }) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  };

  it('limits order creation per client', async () => {
    const product = await aProduct(shop, { stockQuantity: 50 });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        await shop
          .http()
          .post('/api/orders')
          .send(aCheckout([aLine(product)])),
      );
    expect(statuses.slice(0, 2).map((r) => r.status)).toEqual([201, 201]);
    expectLimited(statuses[2]);
  });

  it('limits payment sessions per client', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await shop.http().post('/api/payment/session/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f'));
    expect(answers.slice(0, 2).map((r) => r.status)).toEqual([404, 404]);
    expectLimited(answers[2]);
  });

  it('limits uploads per client', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await shop.http().post('/api/upload').set('Authorization', bearer(shop.adminToken)));
    expect(answers.slice(0, 2).map((r) => r.status)).toEqual([400, 400]);
    expectLimited(answers[2]);
  });

  it('does not limit the reads around them', async () => {
    for (let i = 0; i < 5; i++) await shop.http().get('/api/products').expect(200);
  });
});
