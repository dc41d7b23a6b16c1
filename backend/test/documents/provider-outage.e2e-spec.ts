import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOwner, createProductThroughApi, freshMysqlDatabase, logInAsOwner } from '../support/process-fixtures';
import { ShopProcess, startShopProcess } from '../support/shop-process';
import {
  aPaidCardOrder,
  aPaidCashOrder,
  databaseWhen,
  documentsInDatabase,
  everyPaidOrderHasOneInvoice,
  switchableProvider,
  throughProvider,
} from './process-fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const consecutiveFromOne = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/**
 * A real backend process issuing through Morning's API (the switchable provider: a proxy to the
 * sandbox) on the embedded database, or on DATABASE_URL's server when set: the provider goes down
 * while orders are paid, comes back, and every paid order ends with exactly one invoice-receipt; then
 * the same with the process restarted while the provider is down.
 */
describe('the document provider down while orders are paid (documents, one process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-documents-outage-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let provider: Awaited<ReturnType<typeof switchableProvider>>;
  let env: Record<string, string>;
  let shop: ShopProcess | undefined;
  let token: string;
  let productId: number;
  const settings = () => ({ dataDir, databaseUrl: database?.url });

  beforeAll(async () => {
    provider = await switchableProvider();
    if (process.env.DATABASE_URL) database = await freshMysqlDatabase(process.env.DATABASE_URL, 'shop_documents_outage');
    env = { DATA_DIR: dataDir, ...throughProvider(provider.apiUrl), ...(database ? { DATABASE_URL: database.url } : {}) };
    await createOwner(env);
    shop = await startShopProcess(env, { dataDir });
    provider.forwardTo(shop.url);
    token = await logInAsOwner(shop.url);
    productId = (await createProductThroughApi(shop.url, token, { stock_quantity: 1000 })).id;
  });
  afterAll(async () => {
    await shop?.stop('SIGKILL');
    await provider?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the documents pending while the provider is down and issues each exactly once when it is back', async () => {
    provider.down();
    const url = shop!.url;
    const paid = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => aPaidCardOrder(url, productId, `outage-card-${i}@example.com`)),
      ...Array.from({ length: 3 }, (_, i) => aPaidCashOrder(url, token, productId, `outage-cash-${i}@example.com`)),
    ]);
    await sleep(1_500);

    const whileDown = await documentsInDatabase(settings());
    expect(whileDown.paidOrders.map((o) => o.id).sort()).toEqual([...paid].sort());
    expect(whileDown.outbox).toHaveLength(9);
    expect(whileDown.outbox.every((d) => d.state === 'pending')).toBe(true);
    expect(whileDown.outbox.every((d) => d.attempts >= 1 && /could not be reached/.test(d.lastError ?? ''))).toBe(true);
    expect(whileDown.issuedPerKey.size).toBe(0);

    provider.up();
    const back = await databaseWhen(settings(), everyPaidOrderHasOneInvoice);
    expect(everyPaidOrderHasOneInvoice(back)).toBe(true);
    expect(back.paidOrders).toHaveLength(9);
    expect(back.invoiceNumbers).toEqual(consecutiveFromOne(9));
  });

  it('issues them after a restart too: paid while the provider is down, the shop stopped, both back', async () => {
    provider.down();
    const url = shop!.url;
    await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => aPaidCardOrder(url, productId, `restart-card-${i}@example.com`)),
      aPaidCashOrder(url, token, productId, 'restart-cash@example.com'),
    ]);
    await sleep(700);
    expect(await shop!.stop('SIGTERM')).toBe(0);
    shop = undefined;
    provider.up();
    // Nothing issues them while the shop is stopped.
    await sleep(500);
    const stopped = await documentsInDatabase(settings());
    expect(stopped.outbox.filter((d) => d.state === 'pending')).toHaveLength(4);

    shop = await startShopProcess(env, { dataDir });
    provider.forwardTo(shop.url);
    const back = await databaseWhen(settings(), everyPaidOrderHasOneInvoice);
    expect(everyPaidOrderHasOneInvoice(back)).toBe(true);
    expect(back.paidOrders).toHaveLength(13);
    expect(back.invoiceNumbers).toEqual(consecutiveFromOne(13));
  });
});
