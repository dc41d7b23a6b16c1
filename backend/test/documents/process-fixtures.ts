import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hiddenFields } from '../payments/fixtures';
import { checkoutOf, openShopDatabaseFor } from '../support/process-fixtures';
import { call } from '../support/shop-process';

/**
 * A document provider that can be taken down and brought back: a proxy in front of a shop's built-in
 * sandbox (Morning's calls), given to the shops as MORNING_API_URL. Down, it cuts every connection,
 * as a provider out of reach does.
 */
export async function switchableProvider() {
  let target: string | null = null;
  let up = true;
  let calls = 0;
  const server: Server = createServer((req, res) => {
    calls += 1;
    if (!up || !target) {
      req.socket.destroy();
      return;
    }
    const to = new URL(req.url ?? '/', target);
    const upstream = request(to, { method: req.method, headers: { ...req.headers, host: to.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** What the shops are given as MORNING_API_URL. */
    apiUrl: `${url}/sandbox/documents/api/v1`,
    /** The shop whose sandbox answers behind the proxy. */
    forwardTo: (shopUrl: string) => (target = shopUrl),
    down: () => (up = false),
    up: () => (up = true),
    get calls() {
      return calls;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The settings that make a shop issue through the switchable provider, looking for due documents every 200 ms. */
export const throughProvider = (apiUrl: string) => ({
  TAX_DOCUMENTS_PROVIDER: 'morning',
  MORNING_API_URL: apiUrl,
  MORNING_API_KEY_ID: 'process-test',
  MORNING_API_SECRET: 'process-test-secret',
  TAX_DOCUMENTS_POLL_MS: '200',
  ORDERS_PER_MINUTE: '1000000',
  PAYMENT_SESSIONS_PER_MINUTE: '1000000',
});

/** Places a card order through the API and pays it through the sandbox's card form, as a shopper does. */
export async function aPaidCardOrder(url: string, productId: number, email: string): Promise<string> {
  const placed = await call(
    `${url}/api/orders`,
    'POST',
    checkoutOf(productId, 1, { payment_method: 'credit_card', customer_email: email }),
  );
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.status} ${JSON.stringify(placed.body)}`);
  const orderId: string = placed.body.data.id;
  const session = await call(`${url}/api/payment/session/${orderId}`, 'POST', {});
  if (session.status !== 200) throw new Error(`no payment session: ${session.status} ${JSON.stringify(session.body)}`);
  const frame = new URL(session.body.data.url);
  const form = await (await fetch(frame)).text();
  const charge = await fetch(`${frame.origin}${frame.pathname.replace('iframenew.php', 'charge')}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      ...hiddenFields(form),
      sandbox_card_number: '4580000000000000',
      sandbox_expiry: '12/39',
      sandbox_cvv: '123',
    }),
  });
  if (charge.status !== 303 || !charge.headers.get('location')?.includes('/payment-success')) {
    throw new Error(`the card was not charged: ${charge.status} ${charge.headers.get('location')}`);
  }
  return orderId;
}

/** Places a cash order and has the desk mark it paid at the store. */
export async function aPaidCashOrder(url: string, token: string, productId: number, email: string): Promise<string> {
  const placed = await call(`${url}/api/orders`, 'POST', checkoutOf(productId, 1, { customer_email: email }));
  if (placed.status !== 201) throw new Error(`order not placed: ${placed.status}`);
  const paid = await call(`${url}/api/orders/${placed.body.data.id}/cash-payment`, 'POST', undefined, { Authorization: `Bearer ${token}` });
  if (paid.status !== 200) throw new Error(`not marked paid: ${paid.status} ${JSON.stringify(paid.body)}`);
  return placed.body.data.id;
}

export interface DocumentsCheck {
  /** Paid orders with how many invoice-receipts each has, and in which states. */
  paidOrders: Array<{ id: string; invoices: number; issued: number }>;
  /** Documents the provider issued per key: more than one would be a second document for one order. */
  issuedPerKey: Map<string, number>;
  invoiceNumbers: number[];
  outbox: Array<{ key: string; state: string; attempts: number; lastError: string | null }>;
}

/** Every paid order's invoice-receipts, and what the (sandbox) provider issued, read from the shop's database. */
export async function documentsInDatabase(settings: { databaseUrl?: string; dataDir: string }): Promise<DocumentsCheck> {
  const db = await openShopDatabaseFor(settings);
  try {
    const paid = (await db.query(
      `SELECT o.id AS id,
              (SELECT COUNT(*) FROM tax_documents d WHERE d.order_id = o.id AND d.kind = 'invoice_receipt') AS invoices,
              (SELECT COUNT(*) FROM tax_documents d WHERE d.order_id = o.id AND d.kind = 'invoice_receipt' AND d.state = 'issued') AS issued
         FROM orders o WHERE o.payment_status = 'paid'`,
    )) as Array<{ id: string; invoices: unknown; issued: unknown }>;
    const perKey = (await db.query('SELECT custom AS custom, COUNT(*) AS n FROM sandbox_tax_documents GROUP BY custom')) as Array<{
      custom: string;
      n: unknown;
    }>;
    const numbers = (await db.query('SELECT number AS number FROM sandbox_tax_documents WHERE type = 320 ORDER BY number')) as Array<{
      number: unknown;
    }>;
    const outbox = (await db.query(
      'SELECT document_key AS document_key, state AS state, attempts AS attempts, last_error AS last_error FROM tax_documents',
    )) as Array<{
      document_key: string;
      state: string;
      attempts: unknown;
      last_error: string | null;
    }>;
    return {
      paidOrders: paid.map((row) => ({ id: row.id, invoices: Number(row.invoices), issued: Number(row.issued) })),
      issuedPerKey: new Map(perKey.map((row) => [row.custom, Number(row.n)])),
      invoiceNumbers: numbers.map((row) => Number(row.number)),
      outbox: outbox.map((row) => ({ key: row.document_key, state: row.state, attempts: Number(row.attempts), lastError: row.last_error })),
    };
  } finally {
    await db.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds of the database (or the time is up), answering the last reading. */
export async function databaseWhen(
  settings: { databaseUrl?: string; dataDir: string },
  check: (documents: DocumentsCheck) => boolean,
  withinMs = 45_000,
): Promise<DocumentsCheck> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const documents = await documentsInDatabase(settings);
    if (check(documents) || Date.now() > deadline) return documents;
    await sleep(250);
  }
}

/** Every paid order has exactly one invoice-receipt, issued, and the provider issued exactly one document for it. */
export function everyPaidOrderHasOneInvoice(documents: DocumentsCheck): boolean {
  return (
    documents.paidOrders.length > 0 &&
    documents.paidOrders.every(
      (order) => order.invoices === 1 && order.issued === 1 && documents.issuedPerKey.get(`invoice:${order.id}`) === 1,
    )
  );
}
