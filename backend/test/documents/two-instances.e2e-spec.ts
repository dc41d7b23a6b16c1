import { randomBytes } from 'node:crypto';
import { createOwner, createProductThroughApi, freshMysqlDatabase, logInAsOwner, requireMariaDb } from '../support/process-fixtures';
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

/**
 * Two backend processes on one MariaDB database, both issuing from the one outbox: orders are paid
 * through both while the provider is down; when it is back both loops race for the same due
 * documents, and each document is still issued exactly once.
 */
describe('two instances issuing tax documents from one MariaDB database (documents)', () => {
  const instances: ShopProcess[] = [];
  let database: { url: string; drop: () => Promise<void> };
  let provider: Awaited<ReturnType<typeof switchableProvider>>;

  beforeAll(async () => {
    database = await freshMysqlDatabase(await requireMariaDb(), 'shop_documents_two');
    provider = await switchableProvider();
    const shared = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_HMAC_SECRET: randomBytes(32).toString('hex'),
      ...throughProvider(provider.apiUrl),
    };
    instances.push(...(await Promise.all([startShopProcess(shared), startShopProcess(shared)])));
    await createOwner(shared);
    provider.forwardTo(instances[0].url);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await provider?.close();
    await database?.drop();
  });

  it('issues every paid order’s invoice-receipt exactly once, whichever instance took the payment', async () => {
    const [a, b] = instances;
    const token = await logInAsOwner(b.url);
    const product = await createProductThroughApi(a.url, token, { stock_quantity: 1000 });
    provider.down();
    const paid = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const instance = i % 2 ? a : b;
        return i % 3 === 0
          ? aPaidCashOrder(instance.url, token, product.id, `two-cash-${i}@example.com`)
          : aPaidCardOrder(instance.url, product.id, `two-card-${i}@example.com`);
      }),
    );
    await sleep(1_000);
    const whileDown = await documentsInDatabase({ databaseUrl: database.url, dataDir: a.dataDir });
    expect(whileDown.outbox).toHaveLength(12);
    expect(whileDown.outbox.every((d) => d.state === 'pending')).toBe(true);

    provider.up();
    const back = await databaseWhen({ databaseUrl: database.url, dataDir: a.dataDir }, everyPaidOrderHasOneInvoice);
    expect(everyPaidOrderHasOneInvoice(back)).toBe(true);
    expect(back.paidOrders.map((o) => o.id).sort()).toEqual([...paid].sort());
    expect(back.invoiceNumbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // Twelve documents issued in all, whichever loop won each claim: never one twice.
    const issuedLines = instances.flatMap((instance) => instance.lines.filter((line) => line.includes(': issued as ')));
    expect(issuedLines).toHaveLength(12);
  });
});
