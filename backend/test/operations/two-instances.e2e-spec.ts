import { randomBytes } from 'node:crypto';
import {
  checkoutOf,
  createOwner,
  createProductThroughApi,
  freshMysqlDatabase,
  logInAsOwner,
  requireMariaDb,
  requireRedis,
  storedOrdersOf,
} from '../support/process-fixtures';
import { call, ShopProcess, startShopProcess } from '../support/shop-process';

/**
 * Two backend processes on one MariaDB database and one Redis, as behind a load balancer: started together
 * on an empty database (the migrations must not race), then orders through both at once on the last units.
 */
describe('two instances on one MariaDB database', () => {
  const instances: ShopProcess[] = [];
  let database: { url: string; drop: () => Promise<void> };
  let shared: Record<string, string>;

  beforeAll(async () => {
    const [serverUrl, redisUrl] = await Promise.all([requireMariaDb(), requireRedis()]);
    database = await freshMysqlDatabase(serverUrl, 'shop_two_instances');
    shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `shop-test-${randomBytes(6).toString('hex')}:`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_HMAC_SECRET: randomBytes(32).toString('hex'),
      ORDERS_PER_MINUTE: '1000000',
      TRACKING_LOOKUPS_PER_MINUTE: '4',
    };
    instances.push(...(await Promise.all([startShopProcess(shared), startShopProcess(shared)])));
    await createOwner(shared);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('sells the last units once: no oversell, no duplicate order number', async () => {
    const [a, b] = instances;
    const product = await createProductThroughApi(a.url, await logInAsOwner(b.url), { stock_quantity: 5 });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(`${(i % 2 ? a : b).url}/api/orders`, 'POST', checkoutOf(product.id, 1, { customer_email: `last${i}@example.com` })),
      ),
    );
    const placed = answers.filter((r) => r.status === 201);
    expect(placed).toHaveLength(5);
    expect(answers.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.code === 'OUT_OF_STOCK')).toBe(true);
    // Both instances took part in selling.
    expect(new Set(answers.map((r, i) => `${i % 2}:${r.status}`)).size).toBeGreaterThan(2);

    const stored = await storedOrdersOf({ databaseUrl: database.url, dataDir: a.dataDir }, product.id);
    expect(stored.stock).toBe(0);
    expect(stored.orders.map((o) => o.id).sort()).toEqual(placed.map((r) => r.body.data.id).sort());
    expect(new Set(stored.orders.map((o) => o.orderNumber)).size).toBe(5);
  });

  it('gives many orders at once distinct order numbers across both instances', async () => {
    const [a, b] = instances;
    const product = await createProductThroughApi(a.url, await logInAsOwner(a.url), { stock_quantity: 1000 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(`${(i % 2 ? a : b).url}/api/orders`, 'POST', checkoutOf(product.id, 1, { customer_email: `many${i}@example.com` })),
      ),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(new Set(answers.map((r) => r.body.data.order_number)).size).toBe(40);
  });

  it('shares a rate limit across both instances through Redis', async () => {
    const [a, b] = instances;
    const track = (instance: ShopProcess) => call(`${instance.url}/api/orders/track?order_number=ORD-0-0&email=nobody@example.com`, 'GET');
    const statuses = [];
    for (const instance of [a, b, a, b]) statuses.push((await track(instance)).status);
    expect(statuses).toEqual([404, 404, 404, 404]);
    const [onA, onB] = [await track(a), await track(b)];
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
