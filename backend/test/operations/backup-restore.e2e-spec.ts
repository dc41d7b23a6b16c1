import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aPng } from '../media/fixtures';
import {
  checkoutOf,
  createOwner,
  createProductThroughApi,
  freshMysqlDatabase,
  logInAsOwner,
  requireMariaDb,
} from '../support/process-fixtures';
import { call, runBackendScript, startShopProcess } from '../support/shop-process';

const folder = () => mkdtempSync(join(tmpdir(), 'shop-backup-'));

/**
 * The backup and restore of docs/operations.md, performed: a shop with a product, its picture and an order is backed up
 * while it runs, restored into a new database and data folder, and the restored shop serves all three.
 */
async function backUpAndRestore(source: Record<string, string>, target: Record<string, string>): Promise<void> {
  await createOwner(source);
  const shop = await startShopProcess(source, { dataDir: source.DATA_DIR });
  let product: { id: number };
  let order: { id: string; order_number: string };
  let picture: string;
  let token: string;
  try {
    token = await logInAsOwner(shop.url);
    const form = new FormData();
    form.append('image', new Blob([aPng()], { type: 'image/png' }), 'ball.png');
    const upload = await fetch(`${shop.url}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    picture = ((await upload.json()) as { image_url: string }).image_url;
    product = await createProductThroughApi(shop.url, token, { name: 'Restored ball ⚽ כדור', image_url: picture, stock_quantity: 7 });
    order = (await call(`${shop.url}/api/orders`, 'POST', checkoutOf(product.id, 2, { customer_email: 'restore@example.com' }))).body.data;
    // Backed up while the shop runs.
    const backupFolder = join(folder(), 'backup');
    const backup = await runBackendScript('src/cli/backup.ts', ['--out', backupFolder], source);
    expect(backup).toMatchObject({ code: 0 });
    const restore = await runBackendScript('src/cli/restore.ts', ['--from', backupFolder], target);
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);
    rmSync(backupFolder, { recursive: true, force: true });
  } finally {
    await shop.stop();
  }

  const restored = await startShopProcess(target, { dataDir: target.DATA_DIR });
  try {
    const read = await call(`${restored.url}/api/products/${product.id}?lang=en`, 'GET');
    expect(read.body.data).toMatchObject({ name: 'Restored ball ⚽ כדור', stock_quantity: 5, image_url: picture });
    const tracked = await call(`${restored.url}/api/orders/track?order_number=${order.order_number}&email=restore@example.com`, 'GET');
    expect(tracked.status).toBe(200);
    const image = await fetch(`${restored.url}${picture}`);
    expect(image.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), aPng())).toBe(0);
    // The restored secrets keep staff logged in: a token of the old shop still works.
    expect((await call(`${restored.url}/api/auth/me`, 'GET', undefined, { Authorization: `Bearer ${token}` })).status).toBe(200);
  } finally {
    await restored.stop();
  }
}

describe('backup and restore', () => {
  const folders: string[] = [];
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });
  const dataDir = () => {
    const path = folder();
    folders.push(path);
    return path;
  };

  it('restores the embedded database, the pictures and the secrets', async () => {
    await backUpAndRestore({ DATA_DIR: dataDir() }, { DATA_DIR: dataDir() });
  });

  it('restores a MariaDB database from a consistent mysqldump into a new database', async () => {
    const server = await requireMariaDb();
    const [from, to] = [await freshMysqlDatabase(server, 'shop_backup_from'), await freshMysqlDatabase(server, 'shop_backup_to')];
    drops.push(from.drop, to.drop);
    const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_HMAC_SECRET: randomBytes(32).toString('hex') };
    await backUpAndRestore(
      { ...secrets, DATABASE_URL: from.url, DATA_DIR: dataDir() },
      { ...secrets, DATABASE_URL: to.url, DATA_DIR: dataDir() },
    );
  });
});
