import { checkedRequest } from '../support/checked-request';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AppConfig } from '../../src/shared/config/app-config';
import { shopConfigFor, startTestApp, TestApp } from '../support/test-app';
import { aProduct, asAdmin, createProduct } from './fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TTL_MS = 300;

/**
 * Two processes on one database: the second keeps its cached answer past the time to live while the
 * shop's change generation stands still, and shows a change made through the first within the time
 * to live (plus the moment the first takes to raise the generation).
 */
describe('cached answers kept while the shop has not changed', () => {
  let shop: TestApp;
  let other: NestExpressApplication;
  let productId: number;
  const readName = async () => (await checkedRequest(other).get(`/api/products/${productId}?lang=en`).expect(200)).body.data.name as string;

  beforeAll(async () => {
    shop = await startTestApp({ env: { CATALOG_CACHE_TTL_MS: String(TTL_MS) } });
    productId = (await createProduct(shop, { name: 'Kept ball' })).id;
    const shared = shop.app.get(AppConfig);
    other = await createApp(
      shopConfigFor({
        NODE_ENV: 'test',
        DATA_DIR: shared.dataDir,
        DEMO_DATA: 'false',
        CATALOG_CACHE_TTL_MS: String(TTL_MS),
        ...(shared.databaseUrl ? { DATABASE_URL: shared.databaseUrl } : {}),
      }),
      { logger: false },
    );
    await other.init();
  });
  afterAll(async () => {
    await other.close();
    await shop.close();
  });

  /** Rewrites the stored public answers as a script would, without the API (so without raising the generation). */
  const renameBehindTheApi = (from: string, to: string) =>
    other.get(DataSource).query('UPDATE product_documents SET body = REPLACE(body, ?, ?) WHERE product_id = ?', [from, to, productId]);

  /** Reads for a while, as a busy shop does, so the generation is read and the answer computed under it. */
  async function keepReading(ms: number): Promise<string> {
    let name = '';
    for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) name = await readName();
    return name;
  }

  it('keeps an unchanged answer past its time to live, then shows a change made elsewhere within it', async () => {
    await keepReading(2 * TTL_MS);
    await keepReading(2 * TTL_MS);
    // Written behind the API's back: nothing raised the generation, so the kept answer stays.
    await renameBehindTheApi('Kept ball', 'Renamed behind the API');
    expect(await keepReading(3 * TTL_MS)).toBe('Kept ball');

    await asAdmin(shop)
      .put(`/api/products/${productId}`, aProduct({ name: 'Renamed through the API' }))
      .expect(200);
    const changedAt = Date.now();
    let name = await readName();
    while (name !== 'Renamed through the API' && Date.now() - changedAt < 5_000) {
      await sleep(10);
      name = await readName();
    }
    expect(name).toBe('Renamed through the API');
    // The time to live, the 50 ms the writer takes to raise the generation, and a margin for a loaded machine.
    expect(Date.now() - changedAt).toBeLessThan(TTL_MS + 50 + 250);
  });

  it('does not let a read that changes nothing (a price quote) end what is kept', async () => {
    await keepReading(2 * TTL_MS);
    await renameBehindTheApi('Renamed through the API', 'Renamed again behind the API');
    await shop.http().post('/api/orders/quote').send({ items: [] });
    expect(await keepReading(3 * TTL_MS)).toBe('Renamed through the API');
  });
});
