import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createOwner,
  createProductThroughApi,
  freshMysqlDatabase,
  logInAsOwner,
  orderStream,
  storedOrdersOf,
} from '../support/process-fixtures';
import { call, ShopProcess, startShopProcess } from '../support/shop-process';

const STOCK = 100_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM during a stream of orders (on the embedded database, or on DATABASE_URL's server when set). */
describe('graceful shutdown', () => {
  let shop: ShopProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  afterAll(async () => {
    await shop?.stop('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, refuses new ones, stores every acknowledged order whole and exits 0', async () => {
    if (process.env.DATABASE_URL) database = await freshMysqlDatabase(process.env.DATABASE_URL, 'shop_shutdown');
    const env = {
      DATA_DIR: dataDir,
      ORDERS_PER_MINUTE: '1000000',
      SHUTDOWN_GRACE_MS: '10000',
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    await createOwner(env);
    shop = await startShopProcess(env, { dataDir });
    const product = await createProductThroughApi(shop.url, await logInAsOwner(shop.url), { stock_quantity: STOCK });

    const stream = orderStream(shop.url, product.id, 6);
    await sleep(1_500);
    const beforeStop = stream.outcomes.length;
    const signalled = Date.now();
    const exitCode = shop.stop('SIGTERM');
    // Readiness turns at once on a connection that was open before the signal... new connections are refused.
    await sleep(300);
    const late = await call(`${shop.url}/api/health/live`, 'GET').catch((error: Error) => ({
      status: 0,
      error: String(error.cause ?? error),
    }));
    expect(await exitCode).toBe(0);
    const outcomes = await stream.stop();
    shop = undefined;

    expect(beforeStop).toBeGreaterThan(5);
    expect(late.status).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    // Every answer was an order or a refused connection: nothing half-done, no 5xx.
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set([201, 0]));
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
    // The orders in flight when the signal came were answered, not cut.
    expect(outcomes.some((o) => o.status === 201 && o.at > signalled)).toBe(true);

    const stored = await storedOrdersOf({ dataDir, databaseUrl: database?.url }, product.id);
    const storedIds = new Set(stored.orders.map((o) => o.id));
    for (const id of acknowledged) expect(storedIds.has(id)).toBe(true);
    // None half-written: every stored order has its line, and the stock taken is exactly what the orders hold.
    expect(stored.orders.every((o) => o.lines === 1 && o.units === 1)).toBe(true);
    expect(stored.stock).toBe(STOCK - stored.orders.length);
    expect(new Set(stored.orders.map((o) => o.orderNumber)).size).toBe(stored.orders.length);
  });
});
