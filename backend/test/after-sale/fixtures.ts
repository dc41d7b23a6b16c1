import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { OrderEntity } from '../../src/modules/ordering/infrastructure/order.entity';
import { aCheckout, aLine, aProduct, asAdmin, placeOrder, ProductFixture, readEml } from '../ordering/fixtures';
import { freePort, hiddenFields } from '../payments/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

export { readEml, stockOf } from '../ordering/fixtures';

/**
 * A shop listening on a port of its own: the sandbox provider calls the notify address on PUBLIC_URL,
 * so card and Bit payments are made as a shopper makes them. Cancellation calls are not limited here
 * (the limit has a test of its own).
 */
export async function aListeningShop(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const shop = await startTestApp({ env: { PUBLIC_URL: `http://127.0.0.1:${port}`, CANCELLATIONS_PER_MINUTE: '100000', ...env } });
  await shop.app.listen(port, '127.0.0.1');
  return shop;
}

export interface PlacedOrder {
  id: string;
  order_number: string;
  customer_email: string;
  customer_phone: string;
  total_amount: number;
  items: { id: number; product_id: number; quantity: number; total_price: number }[];
}

/**
 * An order placed through the API for products of its own: by default one line of 2 × ₪500 and one of
 * 1 × ₪1,000 (₪2,000 of goods), paid as `payment_method` says (cash, credit_card or bit).
 */
export async function anOrder(
  shop: TestApp,
  over: { lines?: { price: number; quantity: number; product?: ProductFixture }[]; checkout?: Record<string, unknown> } = {},
) {
  const wanted = over.lines ?? [
    { price: 500, quantity: 2 },
    { price: 1000, quantity: 1 },
  ];
  const products = [];
  for (const line of wanted) products.push(await aProduct(shop, { price: line.price, stockQuantity: 10, ...line.product }));
  const order: PlacedOrder = await placeOrder(
    shop,
    aCheckout(
      products.map((product, i) => aLine(product, { quantity: wanted[i].quantity })),
      over.checkout ?? {},
    ),
  );
  return { order, products };
}

/**
 * The sandbox's hosted page for the order, opened now; the answer sends what the shopper types into it,
 * whenever called (a frame left open while the order changes, such as a cancellation).
 */
export async function openSandboxFrame(shop: TestApp, orderId: string): Promise<(fields: Record<string, string>) => Promise<void>> {
  const session = await shop.http().post(`/api/payment/session/${orderId}`).send({}).expect(200);
  const frame = new URL(session.body.data.url);
  const page = await shop.http().get(`${frame.pathname}${frame.search}`).expect(200);
  return async (fields) => {
    await shop
      .http()
      .post(frame.pathname.replace('iframenew.php', 'charge'))
      .type('form')
      .send({ ...hiddenFields(page.text), ...fields })
      .expect(303);
  };
}

/** What the shopper types into the sandbox's card form: an approved test card by default. */
export const cardFields = (card = '4580000000000000') => ({ sandbox_card_number: card, sandbox_expiry: '12/39', sandbox_cvv: '123' });

/** The sandbox's hosted page for the order, then what the shopper sends from it. */
async function chargeThroughSandbox(shop: TestApp, orderId: string, fields: Record<string, string>): Promise<void> {
  await (
    await openSandboxFrame(shop, orderId)
  )(fields);
}

/** Pays a card order with a sandbox test card (approved by default); the provider's notify marks it paid. */
export const payByCard = (shop: TestApp, orderId: string, card?: string) => chargeThroughSandbox(shop, orderId, cardFields(card));

/** Approves a Bit order's payment on the sandbox's "approve in Bit" screen. */
export const payByBit = (shop: TestApp, orderId: string) => chargeThroughSandbox(shop, orderId, { sandbox_bit_decision: 'approve' });

/** Staff record a cash order as paid at the store (payment status paid, paid with cash; its invoice-receipt is due). */
export async function markPaidInCash(shop: TestApp, orderId: string): Promise<void> {
  await shop.http().post(`/api/orders/${orderId}/cash-payment`).set(asAdmin(shop)).expect(200);
}

/** Staff complete the order (picked up or delivered); `at` moves the moment back in time. */
export async function complete(shop: TestApp, orderId: string, at?: Date): Promise<void> {
  await shop.http().patch(`/api/orders/${orderId}/status`).set(asAdmin(shop)).send({ status: 'completed' }).expect(200);
  if (at) await shop.app.get(DataSource).getRepository(OrderEntity).update({ id: orderId }, { completedAt: at });
}

export async function orderRow(shop: TestApp, orderId: string): Promise<OrderEntity> {
  return shop.app
    .get(DataSource)
    .getRepository(OrderEntity)
    .findOneOrFail({ where: { id: orderId }, relations: { items: true } });
}

/** The shopper's proof: the order's number and its email. */
export const asShopper = (order: PlacedOrder, over: Record<string, unknown> = {}) => ({
  order_number: order.order_number,
  email: order.customer_email,
  ...over,
});

export const quote = (shop: TestApp, body: object) => shop.http().post('/api/cancellations/quote').send(body);
export const requestCancellation = (shop: TestApp, body: object) => shop.http().post('/api/cancellations').send(body);

/** The request as staff see it now, with its version. */
export const shownRequest = async (shop: TestApp, requestId: number) =>
  (await shop.http().get(`/api/admin/cancellation-requests/${requestId}`).set(asAdmin(shop)).expect(200)).body.data;

/**
 * Staff's decision; without a `version` in the body, the version the request shows now (as a freshly
 * opened page sends; 1 for a request that cannot be read). Awaited, or `.expect(status)` as supertest's.
 */
function decide(shop: TestApp, requestId: number, decision: 'approve' | 'reject', body: Record<string, unknown>) {
  const answer = (async () => {
    const shown = 'version' in body ? null : await shop.http().get(`/api/admin/cancellation-requests/${requestId}`).set(asAdmin(shop));
    const version = shown ? (shown.status === 200 ? shown.body.data.version : 1) : body.version;
    return shop
      .http()
      .post(`/api/admin/cancellation-requests/${requestId}/${decision}`)
      .set(asAdmin(shop))
      .send({ ...body, version });
  })();
  return Object.assign(answer, {
    expect: async (status: number) => {
      const response = await answer;
      if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
      return response;
    },
  });
}
export const approve = (shop: TestApp, requestId: number, body: Record<string, unknown> = {}) => decide(shop, requestId, 'approve', body);
export const reject = (shop: TestApp, requestId: number, body: Record<string, unknown>) => decide(shop, requestId, 'reject', body);
export const refundsOf = async (shop: TestApp, orderId: string) =>
  (await shop.http().get(`/api/admin/orders/${orderId}/refunds`).set(asAdmin(shop)).expect(200)).body.data;

/** The request's id as staff see it (the shopper only gets its number). */
export async function requestIdOf(shop: TestApp, requestNumber: string): Promise<number> {
  const list = await shop.http().get('/api/admin/cancellation-requests').query({ range: '[0,99]' }).set(asAdmin(shop)).expect(200);
  const found = list.body.data.find((r: { request_number: string }) => r.request_number === requestNumber);
  if (!found) throw new Error(`no request ${requestNumber}`);
  return found.id;
}

/** Waits for the email of that kind about the order (they are sent after the commit). */
export async function cancellationEmail(
  shop: TestApp,
  orderNumber: string,
  notice: 'received' | 'approved' | 'rejected' | 'refunded',
  timeoutMs = 5000,
) {
  const dir = join(shop.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const name = names.find((n) => n.endsWith(`${orderNumber}-cancellation-${notice}.eml`));
    if (name) return readEml(await readFile(join(dir, name), 'utf8'));
    if (Date.now() > deadline) throw new Error(`no ${notice} email for ${orderNumber}; found ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The names of the outbox's emails about the order (the shop writes them there when no SMTP server is set). */
export async function outboxNamesOf(shop: TestApp, orderNumber: string): Promise<string[]> {
  const names = await readdir(join(shop.dataDir, 'outbox')).catch(() => [] as string[]);
  // A name beginning with a dot is an email still being written (renamed when whole).
  return names.filter((name) => !name.startsWith('.') && name.includes(`-${orderNumber}-`));
}

/** Waits for the email with the link of the order's credit note numbered `number` (sent once it is issued). */
export async function creditNoteEmail(shop: TestApp, orderNumber: string, number: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const name = (await outboxNamesOf(shop, orderNumber)).find((n) => n.endsWith(`-credit-note-${number}.eml`));
    if (name) return readEml(await readFile(join(shop.dataDir, 'outbox', name), 'utf8'));
    if (Date.now() > deadline) throw new Error(`no credit note email ${number} for ${orderNumber}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
