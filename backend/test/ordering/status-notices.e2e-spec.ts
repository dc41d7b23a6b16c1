import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../support/test-app';
import { aDiscountCode, anAddress } from '../promotions/fixtures';
import { aCheckout, aLine, aProduct, asAdmin, outboxMessage, placeOrder, readEml } from './fixtures';

/** Waits for the status notice of an order to appear in the outbox (it is sent after the change). */
async function noticeInOutbox(shop: TestApp, orderNumber: string, notice: string, timeoutMs = 5000): Promise<string> {
  const dir = join(shop.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const name = names.find((n) => n.endsWith(`${orderNumber}-${notice}.eml`));
    if (name) return readFile(join(dir, name), 'utf8');
    if (Date.now() > deadline) throw new Error(`no ${notice} notice for ${orderNumber}; found ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const noticesOf = async (shop: TestApp, orderNumber: string) =>
  (await readdir(join(shop.dataDir, 'outbox')).catch(() => [] as string[])).filter(
    (n) => !n.startsWith('.') && n.includes(`${orderNumber}-`),
  );

describe('status notices by email', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const setStatus = (id: string, status: string) => shop.http().patch(`/api/orders/${id}/status`).set(asAdmin(shop)).send({ status });

  it('tells a Hebrew shopper their order is ready: where, when, what to pay and the tracking link', async () => {
    const ball = await aProduct(shop, { price: 80 });
    const order = await placeOrder(shop, aCheckout([aLine(ball, { quantity: 2 })], { customer_email: 'dana@example.com' }));
    await setStatus(order.id, 'ready').expect(200);
    const eml = readEml(await noticeInOutbox(shop, order.order_number, 'ready'));
    expect(eml.headers).toMatch(/^To: dana@example\.com$/im);
    expect(eml.headers).toMatch(/^Content-Language: he$/m);
    expect(eml.subject).toBe(`ההזמנה ${order.order_number} מוכנה לאיסוף`);
    expect(eml.text).toContain('כתובת החנות: רחוב הרצל 120, ראשון לציון');
    expect(eml.text).toContain('ראשון–חמישי: 09:00–20:00');
    expect(eml.text).toContain('שישי: 09:00–14:00');
    expect(eml.text).toContain('שבת: סגור');
    expect(eml.text).toContain('לתשלום באיסוף: ₪160.00');
    expect(eml.text).toContain(`http://shop.test/order-tracking?orderNumber=${order.order_number}&customerEmail=dana%40example.com`);
  });

  it('tells a courier order it is on its way, with the discount, delivery and address lines and no store hours', async () => {
    const ball = await aProduct(shop, { price: 100 });
    const code = await aDiscountCode(shop, { kind: 'fixed', value: 20 });
    const order = await placeOrder(
      shop,
      aCheckout([aLine(ball)], { delivery_method: 'courier', delivery_address: anAddress(), discount_code: code.code }),
    );
    await setStatus(order.id, 'ready').expect(200);
    const eml = readEml(await noticeInOutbox(shop, order.order_number, 'ready'));
    expect(eml.subject).toBe(`ההזמנה ${order.order_number} מוכנה למשלוח`);
    expect(eml.text).toContain(`ההזמנה ${order.order_number} מוכנה ותצא אליך בקרוב עם שליח.`);
    expect(eml.text).toContain(`הנחה (${code.code}): −₪20.00`);
    expect(eml.text).toContain('משלוח עם שליח: ₪30.00');
    expect(eml.text).toContain('כתובת למשלוח: הרצל 12א, דירה 4, ראשון לציון 7525101');
    expect(eml.text).not.toContain('שעות פתיחה');
    expect(eml.text).not.toContain('לתשלום באיסוף');
  });

  it('writes to a Russian shopper in Russian', async () => {
    const ball = await aProduct(shop);
    const order = await placeOrder(shop, aCheckout([aLine(ball)], { language: 'ru' }));
    await setStatus(order.id, 'ready').expect(200);
    const eml = readEml(await noticeInOutbox(shop, order.order_number, 'ready'));
    expect(eml.headers).toMatch(/^Content-Language: ru$/m);
    expect(eml.subject).toBe(`Заказ ${order.order_number} готов к выдаче`);
    expect(eml.text).toContain('Адрес магазина: ул. Герцль 120, Ришон-ле-Цион');
    expect(eml.text).toContain('Вс–Чт: 09:00–20:00');
    expect(eml.text).toContain(`http://shop.test/ru/order-tracking?orderNumber=${order.order_number}`);
  });

  it('tells the shopper when staff cancel the order, with whom to ask', async () => {
    const ball = await aProduct(shop);
    const order = await placeOrder(shop, aCheckout([aLine(ball)], { language: 'ru' }));
    await setStatus(order.id, 'cancelled').expect(200);
    const eml = readEml(await noticeInOutbox(shop, order.order_number, 'cancelled'));
    expect(eml.subject).toBe(`Заказ ${order.order_number} отменён`);
    expect(eml.text).toContain('Ваш заказ');
    expect(eml.text).toContain('03-765-4321');
    expect(eml.text).toContain('/order-tracking?');
  });

  it('sends nothing for other statuses, and one email when ready is set twice', async () => {
    const ball = await aProduct(shop);
    const order = await placeOrder(shop, aCheckout([aLine(ball)]));
    await outboxMessage(shop, order.order_number);
    await setStatus(order.id, 'preparing').expect(200);
    await setStatus(order.id, 'ready').expect(200);
    await noticeInOutbox(shop, order.order_number, 'ready');
    await setStatus(order.id, 'ready').expect(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await noticesOf(shop, order.order_number)).toEqual([expect.stringMatching(/-ready\.eml$/)]);
  });
});

describe('status notices when the mail server is down', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every send fails after the change is stored.
    shop = await startTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', MAIL_FROM: 'shop@test.shop' } });
  });
  afterAll(() => shop.close());

  it('still changes the status, and writes no outbox file', async () => {
    const ball = await aProduct(shop);
    const order = await placeOrder(shop, aCheckout([aLine(ball)]));
    const res = await shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'ready' }).expect(200);
    expect(res.body.data.status).toBe('ready');
    await expect(noticeInOutbox(shop, order.order_number, 'ready', 500)).rejects.toThrow('no ready notice');
  });
});
