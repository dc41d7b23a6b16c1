import { randomBytes } from 'node:crypto';
import { call, runBackendScript } from './shop-process';
export { freshMysqlDatabase } from './mysql-database';

/** The staff account the process tests create with the shop's own script (npm run admin:create). */
export const OWNER = { email: 'owner@operations.test', password: 'owner-password-1234' };

export async function createOwner(env: Record<string, string>): Promise<void> {
  const result = await runBackendScript('src/cli/create-admin.ts', ['--email', OWNER.email, '--password', OWNER.password], env);
  if (result.code !== 0) throw new Error(`admin:create failed:\n${result.output}`);
}

export async function logInAsOwner(url: string): Promise<string> {
  const res = await call(`${url}/api/auth/login`, 'POST', OWNER);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

export async function createProductThroughApi(url: string, token: string, fields: Record<string, unknown>): Promise<{ id: number }> {
  const res = await call(
    `${url}/api/products`,
    'POST',
    { name: `Ops ball ${randomBytes(3).toString('hex')}`, price: 50, stock_quantity: 10, is_active: true, is_visible: true, ...fields },
    { Authorization: `Bearer ${token}` },
  );
  if (res.status !== 201) throw new Error(`product not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The storefront's checkout payload for one line. */
export function checkoutOf(productId: number, quantity: number, over: Record<string, unknown> = {}) {
  return {
    customer_name: 'Dana Levi',
    customer_email: 'dana.levi@example.com',
    customer_phone: '050-123-4567',
    payment_method: 'cash',
    language: 'he',
    items: [{ product_id: productId, variant_id: null, quantity }],
    ...over,
  };
}

export async function requireMariaDb(): Promise<string> {
  const serverUrl = process.env.MARIADB_TEST_URL ?? process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306';
  const mysql = await import('mysql2/promise');
  try {
    const connection = await mysql.createConnection(serverUrl.replace(/^mariadb:/, 'mysql:'));
    await connection.end();
  } catch (error) {
    throw new Error(`This test needs a MariaDB/MySQL server at ${serverUrl} (set MARIADB_TEST_URL): ${String(error)}`);
  }
  return serverUrl;
}

/** The machine's Redis (CI has one on 127.0.0.1:6379), or a clear failure when none answers. */
export async function requireRedis(): Promise<string> {
  const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, enableOfflineQueue: false });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`This test needs a Redis server at ${url} (set REDIS_TEST_URL): ${String(error)}`);
  } finally {
    redis.disconnect();
  }
  return url;
}

/** The shop's database, opened beside (or after) a backend process, for checks with plain SQL. */
export async function openShopDatabaseFor(settings: { databaseUrl?: string; dataDir: string }) {
  const { DataSource } = await import('typeorm');
  const { dataSourceOptions } = await import('../../src/shared/database/data-source-options');
  const dataSource = new DataSource(dataSourceOptions(settings, { synchronize: false, migrationsRun: false } as never));
  return dataSource.initialize();
}

export interface StoredOrderCheck {
  /** Orders of the product, with how many units their lines hold. */
  orders: Array<{ id: string; orderNumber: string; units: number; lines: number }>;
  stock: number;
}

/** Every stored order that bought the product, with its lines, and the product's stock now. */
export async function storedOrdersOf(settings: { databaseUrl?: string; dataDir: string }, productId: number): Promise<StoredOrderCheck> {
  const db = await openShopDatabaseFor(settings);
  try {
    const orders = (await db.query(
      `SELECT o.id AS id, o.order_number AS orderNumber, COALESCE(SUM(i.quantity), 0) AS unit_count, COUNT(i.id) AS line_count
         FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
        WHERE o.id IN (SELECT order_id FROM order_items WHERE product_id = ?) OR o.id NOT IN (SELECT order_id FROM order_items)
        GROUP BY o.id, o.order_number`,
      [productId],
    )) as Array<{ id: string; orderNumber: string; unit_count: number | string; line_count: number | string }>;
    const [product] = (await db.query('SELECT stock_quantity AS stock FROM products WHERE id = ?', [productId])) as Array<{
      stock: number | string;
    }>;
    return {
      orders: orders.map((o) => ({ id: o.id, orderNumber: o.orderNumber, units: Number(o.unit_count), lines: Number(o.line_count) })),
      stock: Number(product.stock),
    };
  } finally {
    await db.destroy();
  }
}

/** Places orders for one unit each from `workers` clients at once until told to stop; answers every outcome. */
export function orderStream(url: string, productId: number, workers: number) {
  const outcomes: Array<{
    status: number;
    id?: string;
    code?: string;
    retryAfter?: string | null;
    ms: number;
    at: number;
    error?: string;
  }> = [];
  let running = true;
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      const started = Date.now();
      try {
        const res = await call(`${url}/api/orders`, 'POST', checkoutOf(productId, 1, { customer_email: `stream${n}.${i}@example.com` }));
        outcomes.push({
          status: res.status,
          id: res.body?.data?.id,
          code: res.body?.code,
          retryAfter: res.headers.get('retry-after'),
          ms: res.ms,
          at: Date.now(),
        });
      } catch (error) {
        // Refused or reset connections: the order was not acknowledged.
        outcomes.push({ status: 0, ms: Date.now() - started, at: Date.now(), error: String((error as Error).cause ?? error) });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, n) => worker(n)));
  return {
    outcomes,
    stop: async () => {
      running = false;
      await done;
      return outcomes;
    },
  };
}
