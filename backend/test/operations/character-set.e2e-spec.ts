import { randomBytes } from 'node:crypto';
import { asAdmin, aProduct } from '../catalog/fixtures';
import { freshMysqlDatabase, requireMariaDb } from '../support/process-fixtures';
import { PrivateMariaDb } from '../support/private-mariadb';
import { runBackendScript } from '../support/shop-process';
import { startTestApp, TestApp } from '../support/test-app';

const NAMES = { en: 'Ball ⚽ 🏀', he: 'כדור כדורגל ⚽', ru: 'Мяч футбольный 🏀' };

async function tableCollations(databaseUrl: string): Promise<Record<string, string>> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const [rows] = await connection.query(
      "SELECT TABLE_NAME AS name, TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME <> 'migrations'",
    );
    return Object.fromEntries((rows as Array<{ name: string; collation: string }>).map((r) => [r.name, r.collation]));
  } finally {
    await connection.end();
  }
}

async function storesEveryScript(shop: TestApp): Promise<void> {
  const created = await asAdmin(shop).post(
    '/api/products',
    aProduct({
      name: NAMES.en,
      translations: [
        { language: 'he', name: NAMES.he },
        { language: 'ru', name: NAMES.ru },
      ],
    }),
  );
  expect(created.status).toBe(201);
  for (const lang of ['he', 'ru'] as const) {
    const read = await shop.http().get(`/api/products/${created.body.data.id}?lang=${lang}`).expect(200);
    expect(read.body.data.localized_name).toBe(NAMES[lang]);
  }
}

/** MySQL/MariaDB character sets: the shop's own tables are utf8mb4 whatever the database's default. */
describe('character set on MariaDB', () => {
  let database: { url: string; drop: () => Promise<void> };
  let shop: TestApp | undefined;
  beforeAll(async () => {
    database = await freshMysqlDatabase(await requireMariaDb(), 'shop_latin1', 'latin1');
  });
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
  });

  it('works on a database created with latin1 as its default, storing Hebrew, Russian and emoji', async () => {
    shop = await startTestApp({ env: { DATABASE_URL: database.url } });
    const collations = await tableCollations(database.url);
    expect(Object.keys(collations).length).toBeGreaterThan(15);
    for (const collation of Object.values(collations)) expect(collation).toBe('utf8mb4_unicode_ci');
    await storesEveryScript(shop);
  });

  it('converts tables an earlier start left in another character set', async () => {
    await shop!.close();
    shop = undefined;
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection(database.url);
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    // As before this release: tables in latin1, still empty because the first start stopped.
    await connection.query('DELETE FROM product_translations');
    await connection.query('DELETE FROM products');
    for (const table of ['products', 'product_translations'])
      await connection.query(`ALTER TABLE ${table} CONVERT TO CHARACTER SET latin1`);
    await connection.query("DELETE FROM migrations WHERE name = 'Utf8mb4Tables1795390000000'");
    await connection.end();

    shop = await startTestApp({ env: { DATABASE_URL: database.url } });
    expect((await tableCollations(database.url)).products).toBe('utf8mb4_unicode_ci');
    await storesEveryScript(shop);
  });
});

describe('a MariaDB server that cannot keep utf8mb4 keys', () => {
  let server: PrivateMariaDb;
  beforeAll(async () => {
    // COMPACT rows cap index keys at 767 bytes: a utf8mb4 slug (320 characters) does not fit.
    server = await PrivateMariaDb.create(['--innodb-default-row-format=compact', '--character-set-server=latin1']);
  });
  afterAll(() => server?.stop());

  it('stops the start with a message that says what to change, before creating anything', async () => {
    const databaseUrl = await server.createDatabase('shop', 'latin1');
    const start = await runBackendScript('src/main.ts', [], {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: '0',
    });
    expect(start.code).toBe(1);
    expect(start.output).toContain('innodb_default_row_format=DYNAMIC');
    expect(await tableCollations(databaseUrl)).toEqual({});
  });
});
