import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { freePort, hiddenFields, TEST_HMAC_SECRET } from '../payments/fixtures';

export { aCardOrder, aCashOrder, aStoredOrder, readOrder, notifyPath, providerResult } from '../payments/fixtures';

export interface DocumentsShop extends TestApp {
  publicUrl: string;
}

/**
 * A shop listening on a free port with PUBLIC_URL pointing at it: the Morning adapter calls the
 * shop's own sandbox there, as in development. Documents are looked for every 100 ms.
 */
export async function startDocumentsShop(env: Record<string, string> = {}): Promise<DocumentsShop> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const shop = await startTestApp({
    env: { PUBLIC_URL: publicUrl, PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET, TAX_DOCUMENTS_POLL_MS: '100', ...env },
  });
  await shop.app.listen(port, '127.0.0.1');
  return { ...shop, publicUrl };
}

/** Pays an order through the sandbox card form as a shopper would: session, form, card (approved by default). */
export async function payThroughSandbox(
  shop: TestApp,
  orderId: string,
  fields: Record<string, string> = { sandbox_card_number: '4580000000000000', sandbox_expiry: '12/39', sandbox_cvv: '123' },
  installments?: number,
): Promise<void> {
  const session = await shop
    .http()
    .post(`/api/payment/session/${orderId}`)
    .send(installments ? { installments } : {})
    .expect(200);
  const frame = new URL(session.body.data.url);
  const page = await shop.http().get(`${frame.pathname}${frame.search}`).expect(200);
  await shop
    .http()
    .post(frame.pathname.replace('iframenew.php', 'charge'))
    .type('form')
    .send({ ...hiddenFields(page.text), ...fields })
    .expect(303);
}

export interface TaxDocumentWire {
  id: number;
  kind: string;
  state: string;
  number: string | null;
  url: string | null;
  attempts: number;
  last_error: string | null;
  refund_id: number | null;
  created_at: string;
  issued_at: string | null;
}

export async function taxDocumentsOf(shop: TestApp, orderId: string): Promise<TaxDocumentWire[]> {
  const answer = await shop
    .http()
    .get(`/api/admin/orders/${orderId}/tax-documents`)
    .set('Authorization', bearer(shop.adminToken))
    .expect(200);
  return answer.body.data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the order's documents satisfy `done` (10 s at most), and answers them. */
export async function documentsWhen(
  shop: TestApp,
  orderId: string,
  done: (documents: TaxDocumentWire[]) => boolean,
  withinMs = 10_000,
): Promise<TaxDocumentWire[]> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const documents = await taxDocumentsOf(shop, orderId);
    if (done(documents)) return documents;
    if (Date.now() > deadline) throw new Error(`documents of ${orderId} never got there: ${JSON.stringify(documents)}`);
    await sleep(50);
  }
}

export const allIssued = (documents: TaxDocumentWire[]) => documents.length > 0 && documents.every((d) => d.state === 'issued');

/** The sandbox's stored documents for a key (how many the provider issued for it). */
export async function sandboxDocumentsFor(shop: TestApp, custom: string): Promise<number> {
  const [row] = await shop.app.get(DataSource).query('SELECT COUNT(*) AS n FROM sandbox_tax_documents WHERE custom = ?', [custom]);
  return Number(row.n);
}

/** The emails the shop wrote to DATA_DIR/outbox (no SMTP in tests), headers and decoded text. */
export function outboxMessages(dataDir: string): Array<{ file: string; raw: string; text: string }> {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dataDir, 'outbox', file), 'utf8');
    // The parts are base64 (textEncoding): decode every block of base64 lines.
    const text = [...raw.matchAll(/\n\n([A-Za-z0-9+/=\n]{20,})(?=\n--|\n*$)/g)]
      .map((m) => Buffer.from(m[1].replace(/\n/g, ''), 'base64').toString('utf8'))
      .join('\n');
    return { file, raw, text };
  });
}

/** Waits for the email about an invoice-receipt (written just after the document is recorded issued; credit notes have their own). */
export async function invoiceEmailOf(dataDir: string, documentNumber: string, orderNumber: string, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = outboxMessages(dataDir).filter(
      (m) => m.file.endsWith('-invoice-receipt.eml') && m.raw.includes(`X-Tax-Document: ${documentNumber}`) && m.raw.includes(orderNumber),
    );
    if (found.length > 0 || Date.now() > deadline) return found;
    await sleep(50);
  }
}
