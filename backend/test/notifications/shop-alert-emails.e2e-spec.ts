import { DataSource } from 'typeorm';
import { OrderEntity } from '../../src/modules/ordering/infrastructure/order.entity';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import {
  aCheckout,
  aLine,
  aProduct,
  eventually,
  freePort,
  notifyPath,
  placeOrder,
  plainText,
  providerResult,
  ReceivedMail,
  setShopAlerts,
  shopAlertRows,
  sleep,
  startSmtpServer,
  TEST_HMAC_SECRET,
} from './fixtures';

const SHOP = ['orders@shop.test', 'owner@shop.test'];

/**
 * The shop's own email for every placed order and every settled card or Bit payment, through the
 * durable outbox: the mail server is down while orders are placed and paid (each order still placed),
 * comes back, and every email arrives exactly once.
 */
describe('the shop is emailed every placed order and every settled card payment (notifications)', () => {
  let shop: TestApp;
  let smtpPort: number;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let productId: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    shop = await startTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFICATIONS_POLL_MS: '100', PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET },
    });
    productId = (await aProduct(shop, { name: 'Match Ball', price: 120, stockQuantity: 100 })).id;
  });
  afterAll(async () => {
    await shop?.close();
    await smtp?.close();
  });

  const shopMail = (mails: ReceivedMail[]) => mails.filter((mail) => mail.to.some((to) => SHOP.includes(to)));

  async function aPaidCardOrder(email: string): Promise<{ id: string; orderNumber: string }> {
    const order = await placeOrder(
      shop,
      aCheckout([aLine({ id: productId }, { quantity: 2 })], { payment_method: 'credit_card', customer_email: email }),
    );
    const row = await shop.app.get(DataSource).getRepository(OrderEntity).findOneByOrFail({ id: order.id });
    await shop.http().post(notifyPath(row)).type('form').send(providerResult(row)).expect(200);
    return { id: order.id, orderNumber: order.order_number };
  }

  it('sends nothing while no address is set, and nothing fails', async () => {
    await placeOrder(shop, aCheckout([aLine({ id: productId })]));
    await sleep(300);
    expect(await shopAlertRows(shop)).toEqual([]);
  });

  it('keeps the emails while the mail server is down and delivers each exactly once when it is back', async () => {
    await setShopAlerts(shop, SHOP);
    // SMTP down: nothing listens on the port. Orders and payments go through all the same.
    const cash = await placeOrder(shop, aCheckout([aLine({ id: productId })], { customer_name: 'Cash Customer' }));
    const card1 = await aPaidCardOrder('card1@example.com');
    const card2 = await aPaidCardOrder('card2@example.com');
    // A replayed notify changes nothing: still one payment email.
    const row = await shop.app.get(DataSource).getRepository(OrderEntity).findOneByOrFail({ id: card1.id });
    await shop.http().post(notifyPath(row)).type('form').send(providerResult(row)).expect(200);
    // Cash marked paid by staff: the shop did it itself, no payment email.
    await shop.http().post(`/api/orders/${cash.id}/cash-payment`).set('Authorization', bearer(shop.adminToken)).expect(200);

    const whileDown = await eventually(
      () => shopAlertRows(shop),
      (rows) => rows.length === 5 && rows.every((r) => r.attempts >= 2),
    );
    expect(whileDown.map((r) => r.alertKey).sort()).toEqual(
      [`placed:${cash.id}`, `placed:${card1.id}`, `placed:${card2.id}`, `paid:${card1.id}`, `paid:${card2.id}`].sort(),
    );
    expect(whileDown.every((r) => r.state === 'pending' && /mail server/i.test(r.lastError ?? ''))).toBe(true);

    smtp = await startSmtpServer(smtpPort);
    const rows = await eventually(
      () => shopAlertRows(shop),
      (all) => all.every((r) => r.state === 'sent'),
      20_000,
    );
    expect(rows).toHaveLength(5);
    await sleep(500);
    const mails = shopMail(smtp.received);
    expect(mails).toHaveLength(5);
    expect(mails.every((mail) => [...mail.to].sort().join() === [...SHOP].sort().join())).toBe(true);
    const subjects = mails.map((mail) => mail.subject);
    for (const order of [card1, card2]) {
      expect(subjects.filter((s) => s.includes(order.orderNumber) && s.startsWith('הזמנה חדשה'))).toHaveLength(1);
      expect(subjects.filter((s) => s.includes(order.orderNumber) && s.startsWith('התקבל תשלום'))).toHaveLength(1);
    }
    expect(subjects.filter((s) => s.includes(cash.order_number))).toHaveLength(1);

    // What the shop reads: number, customer, lines, total, payment, delivery, and the link to the order in the desk.
    const paid = plainText(mails.find((mail) => mail.subject.startsWith('התקבל תשלום') && mail.subject.includes(card1.orderNumber))!.raw);
    expect(paid).toContain(card1.orderNumber);
    expect(paid).toContain('card1@example.com');
    expect(paid).toContain('Match Ball × 2: ₪240.00');
    expect(paid).toMatch(/סה"כ: ₪2\d\d\.\d\d/);
    expect(paid).toContain('כרטיס אשראי, שולם');
    expect(paid).toContain('משלוח: איסוף מהחנות');
    expect(paid).toContain(`http://shop.test/admin/orders/${card1.id}`);
  });
});
