import { startTestApp, TestApp } from '../support/test-app';

const track = (shop: TestApp, forwardedFor: string) =>
  shop.http().get('/api/orders/track?order_number=ORD-1-1&email=a@b.co').set('X-Forwarded-For', forwardedFor);

/** Rate limits key on the client address, taken from X-Forwarded-For only behind the proxies in TRUST_PROXY. */
describe('client address behind proxies', () => {
  describe('with no TRUST_PROXY (the default)', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await startTestApp({ env: { TRACKING_LOOKUPS_PER_MINUTE: '2' } });
    });
    afterAll(() => shop.close());

    it('ignores X-Forwarded-For, so a client cannot walk around a limit by writing another address', async () => {
      const statuses = [];
      for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push((await track(shop, address)).status);
      expect(statuses).toEqual([404, 404, 429]);
    });

    it('answers 429 with Retry-After and the usual error body', async () => {
      const res = await track(shop, '198.51.100.9').expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', requestId: res.headers['x-request-id'] });
    });
  });

  describe('behind a proxy named in TRUST_PROXY', () => {
    let shop: TestApp;
    beforeAll(async () => {
      shop = await startTestApp({ env: { TRACKING_LOOKUPS_PER_MINUTE: '2', TRUST_PROXY: 'loopback' } });
    });
    afterAll(() => shop.close());

    it('counts each client the proxy names on its own', async () => {
      const statuses = [];
      for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.1', '198.51.100.1']) {
        statuses.push((await track(shop, address)).status);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 429]);
    });
  });
});
