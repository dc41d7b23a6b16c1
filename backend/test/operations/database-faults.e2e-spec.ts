import { randomBytes } from 'node:crypto';
import { createOwner, createProductThroughApi, logInAsOwner, orderStream, storedOrdersOf } from '../support/process-fixtures';
import { PrivateMariaDb } from '../support/private-mariadb';
import { call, ShopProcess, startShopProcess } from '../support/shop-process';

const STOCK = 100_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database dies during a stream of orders and comes back: the shop answers 503 quickly meanwhile, serves
 * again without a restart, and keeps every acknowledged order whole. On a MariaDB server of the test's own
 * (its own data folder and port), never the machine's shared one.
 */
describe('database faults', () => {
  let server: PrivateMariaDb;
  let shop: ShopProcess | undefined;
  let databaseUrl: string;

  beforeAll(async () => {
    server = await PrivateMariaDb.create();
    databaseUrl = await server.createDatabase('shop');
  });
  afterAll(async () => {
    await shop?.stop('SIGKILL');
    await server?.stop();
  });

  it('answers 503 with Retry-After while the database is down, recovers within 30 s, and loses no acknowledged order', async () => {
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex'), ORDERS_PER_MINUTE: '1000000' };
    await createOwner(env);
    shop = await startShopProcess(env);
    const product = await createProductThroughApi(shop.url, await logInAsOwner(shop.url), { stock_quantity: STOCK });

    const stream = orderStream(shop.url, product.id, 4);
    await sleep(1_500);
    await server.kill();
    const killedAt = Date.now();
    await sleep(4_000);
    const ready = await call(`${shop.url}/api/health/ready`, 'GET');
    const live = await call(`${shop.url}/api/health/live`, 'GET');
    await server.start();
    const restartedAt = Date.now();
    // Orders flow again without restarting the shop.
    while (Date.now() - restartedAt < 30_000 && !stream.outcomes.some((o) => o.status === 201 && o.at > restartedAt)) await sleep(100);
    const recoveredAt = stream.outcomes.find((o) => o.status === 201 && o.at > restartedAt)?.at;
    await sleep(1_000);
    const outcomes = await stream.stop();

    expect(ready.status).toBe(503);
    expect(live.status).toBe(200);
    expect(recoveredAt).toBeDefined();
    expect(recoveredAt! - restartedAt).toBeLessThan(30_000);
    const duringOutage = outcomes.filter((o) => o.at > killedAt && o.at < restartedAt);
    expect(duringOutage.length).toBeGreaterThan(0);
    // Only orders and 503s: never a 500, never a hang, always when to come back and why.
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set([201, 503]));
    for (const refused of outcomes.filter((o) => o.status === 503)) {
      expect(refused).toMatchObject({ code: 'DATABASE_UNAVAILABLE', retryAfter: expect.stringMatching(/^\d+$/) });
      expect(refused.ms).toBeLessThan(6_000);
    }

    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
    const stored = await storedOrdersOf({ databaseUrl, dataDir: shop.dataDir }, product.id);
    const storedIds = new Set(stored.orders.map((o) => o.id));
    for (const id of acknowledged) expect(storedIds.has(id)).toBe(true);
    expect(stored.orders.every((o) => o.lines === 1 && o.units === 1)).toBe(true);
    expect(stored.stock).toBe(STOCK - stored.orders.length);
  });
});
