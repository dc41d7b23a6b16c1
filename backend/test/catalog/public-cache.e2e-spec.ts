import { checkedRequest } from '../support/checked-request';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app.factory';
import { AppConfig } from '../../src/shared/config/app-config';
import { shopConfigFor, startTestApp, TestApp } from '../support/test-app';
import { aProduct, asAdmin, createProduct } from './fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('public catalog cache', () => {
  let shop: TestApp;
  let productId: number;
  beforeAll(async () => {
    shop = await startTestApp();
    productId = (await createProduct(shop, { name: 'Cached ball' })).id;
  });
  afterAll(() => shop.close());

  it('answers repeated reads with the same ETag, Cache-Control and Content-Range', async () => {
    const first = await shop.http().get('/api/products?lang=en').expect(200);
    const second = await shop.http().get('/api/products?lang=en').expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=1');
    expect(second.headers['content-range']).toBe(first.headers['content-range']);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.body).toEqual(first.body);
  });

  it('answers 304 to a client that already has the answer', async () => {
    const first = await shop.http().get(`/api/products/${productId}`).expect(200);
    const again = await shop.http().get(`/api/products/${productId}`).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
  });

  it('never caches back-office reads', async () => {
    const res = await asAdmin(shop).get('/api/products/admin').expect(200);
    // Staff answers are never stored (the access guard marks them), so they carry no validator either.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('shows a back-office change at once on the process that made it', async () => {
    await shop.http().get(`/api/products/${productId}?lang=en`).expect(200);
    await asAdmin(shop)
      .put(`/api/products/${productId}`, aProduct({ name: 'Renamed ball' }))
      .expect(200);
    const res = await shop.http().get(`/api/products/${productId}?lang=en`).expect(200);
    expect(res.body.data.name).toBe('Renamed ball');
  });

  describe('with a second backend process on the same database', () => {
    let other: NestExpressApplication;
    beforeAll(async () => {
      const shared = shop.app.get(AppConfig);
      other = await createApp(
        shopConfigFor({
          NODE_ENV: 'test',
          DATA_DIR: shared.dataDir,
          DEMO_DATA: 'false',
          CATALOG_CACHE_TTL_MS: '300',
          ...(shared.databaseUrl ? { DATABASE_URL: shared.databaseUrl } : {}),
        }),
        { logger: false },
      );
      await other.init();
    });
    afterAll(() => other.close());

    it('shows a change made elsewhere once its time to live has passed', async () => {
      const read = () => checkedRequest(other).get(`/api/products/${productId}?lang=en`).expect(200);
      await read();
      await asAdmin(shop)
        .put(`/api/products/${productId}`, aProduct({ name: 'Ball renamed elsewhere' }))
        .expect(200);
      await sleep(350);
      expect((await read()).body.data.name).toBe('Ball renamed elsewhere');
    });
  });

  it('refuses a time to live that would break the one-second promise', async () => {
    // Every context's configuration is read before the application is built: the start stops there.
    await expect(startTestApp({ env: { CATALOG_CACHE_TTL_MS: '5000' } })).rejects.toThrow('CATALOG_CACHE_TTL_MS');
  });
});
