import { call, ShopProcess, startShopProcess } from '../support/shop-process';
import { checkoutOf, createOwner, createProductThroughApi, logInAsOwner, OWNER } from '../support/process-fixtures';

const CUSTOMER_EMAIL = 'dana.logcheck@example.com';
const CARD = '4580000000000000';
const HMAC_SECRET = 'logs-test-hmac-secret-0123456789abcdefghij';

const decodeHtml = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** A login, a card order paid through the sandbox and a tracking lookup, as a real process logs them. */
describe('structured logs of a running shop', () => {
  let shop: ShopProcess;
  const secrets: string[] = [];
  let requestIds: string[] = [];
  afterAll(() => shop?.stop('SIGKILL'));

  beforeAll(async () => {
    const env = { PAYMENT_HMAC_SECRET: HMAC_SECRET, LOG_LEVEL: 'info' };
    const { mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-logs-'));
    await createOwner({ ...env, DATA_DIR: dataDir });
    shop = await startShopProcess(env, { dataDir });

    const token = await logInAsOwner(shop.url);
    const product = await createProductThroughApi(shop.url, token, { stock_quantity: 5 });
    const order = await call(
      `${shop.url}/api/orders`,
      'POST',
      checkoutOf(product.id, 1, { customer_email: CUSTOMER_EMAIL, payment_method: 'credit_card' }),
    );
    expect(order.status).toBe(201);
    const session = await call(`${shop.url}/api/payment/session/${order.body.data.id}`, 'POST');
    const frame = new URL(session.body.data.url);
    const form = await fetch(`${shop.url}${frame.pathname}${frame.search}`).then((r) => r.text());
    const fields = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [decodeHtml(m[1]), decodeHtml(m[2])]),
    );
    const charge = await fetch(`${shop.url}${frame.pathname.replace('iframenew.php', 'charge')}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, sandbox_card_number: CARD, sandbox_expiry: '12/39', sandbox_cvv: '123' }),
    });
    expect(charge.status).toBe(303);
    const paid = await call(`${shop.url}/api/payment/status/${order.body.data.id}`, 'GET');
    expect(paid.body.data.status).toBe('success');
    const tracked = await call(`${shop.url}/api/orders/track?order_number=${order.body.data.order_number}&email=${CUSTOMER_EMAIL}`, 'GET');
    expect(tracked.status).toBe(200);
    const wrongLogin = await call(`${shop.url}/api/auth/login`, 'POST', { email: OWNER.email, password: 'a-wrong-password-9876' });
    expect(wrongLogin.status).toBe(401);
    requestIds = [order, session, paid, tracked, wrongLogin].map((answer) => answer.headers.get('x-request-id') ?? '');
    secrets.push(
      OWNER.password,
      'a-wrong-password-9876',
      token,
      CUSTOMER_EMAIL,
      CARD,
      HMAC_SECRET,
      frame.searchParams.get('notify_url_address') ?? 'none',
    );
    const notifyToken = new URL(frame.searchParams.get('notify_url_address')!).searchParams.get('token');
    if (notifyToken) secrets.push(notifyToken);
    await shop.stop();
  });

  it('writes every line as JSON', () => {
    expect(shop.lines.length).toBeGreaterThan(5);
    for (const line of shop.lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('writes one line per request with its id, method, route, status and time', () => {
    const requests = shop.lines.map((line) => JSON.parse(line)).filter((entry) => entry.route);
    for (const id of requestIds) {
      const lines = requests.filter((entry) => entry.requestId === id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toEqual(
        expect.objectContaining({
          req: { method: expect.any(String) },
          res: { status: expect.any(Number) },
          ms: expect.any(Number),
          route: expect.stringMatching(/^\//),
        }),
      );
    }
    const order = requests.find((entry) => entry.requestId === requestIds[0]);
    expect(order).toMatchObject({ req: { method: 'POST' }, route: '/api/orders', res: { status: 201 } });
    expect(requests.find((entry) => entry.requestId === requestIds[1])).toMatchObject({ route: '/api/payment/session/:orderId' });
  });

  it('keeps passwords, tokens, card numbers and customer emails out of every line', () => {
    const log = shop.lines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/Bearer\s/);
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});
