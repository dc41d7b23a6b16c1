import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { TaxDocumentEntity } from '../../src/modules/documents/infrastructure/tax-document.entity';
import { ShopAlertEmailEntity } from '../../src/modules/notifications/infrastructure/shop-alert-email.entity';
import { WebhookDeliveryEntity } from '../../src/modules/notifications/infrastructure/webhook-delivery.entity';
import { eventually, setShopAlerts } from '../notifications/fixtures';
import { asAdmin, readEml } from '../ordering/fixtures';
import { notifyPath, providerResult, TEST_HMAC_SECRET } from '../payments/fixtures';
import type { TestApp } from '../support/test-app';
import {
  aListeningShop,
  anOrder,
  approve,
  asShopper,
  cardFields,
  openSandboxFrame,
  orderRow,
  refundsOf,
  requestCancellation,
  requestIdOf,
} from './fixtures';

/**
 * A card payment that arrives after its order was cancelled (the shopper's frame was still open):
 * the shop keeps no invoice-receipt and sends no `order.paid` for it, marks the order for the desk,
 * tells its alert addresses once, and staff give the whole amount back from the desk.
 */
describe('a payment that arrives after the order was cancelled (payments, ordering, after-sale)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await aListeningShop({ PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET });
    await setShopAlerts(shop, ['desk@shop.test']);
    // An integrator listening to payments: a late one must not reach it as `order.paid`.
    await shop
      .http()
      .post('/api/admin/webhooks')
      .set(asAdmin(shop))
      .send({ url: 'http://127.0.0.1:9/erp', events: ['order.paid'] })
      .expect(201);
  });
  afterAll(() => shop.close());

  const database = () => shop.app.get(DataSource);
  const alertsOf = (orderId: string) =>
    database()
      .getRepository(ShopAlertEmailEntity)
      .createQueryBuilder('a')
      .where('a.alert_key LIKE :key', { key: `%:${orderId}` })
      .orderBy('a.id')
      .getMany();
  const documentsOf = (orderId: string) => database().getRepository(TaxDocumentEntity).find({ where: { orderId } });
  const paidWebhooksOf = async (orderId: string) =>
    (
      await database()
        .getRepository(WebhookDeliveryEntity)
        .find({ where: { event: 'order.paid' } })
    ).filter((d) => d.payload.includes(orderId));
  const lateAlertFiles = async (alertIds: number[]) => {
    const names = await readdir(join(shop.dataDir, 'outbox')).catch(() => [] as string[]);
    return names.filter((name) => alertIds.some((id) => name === `shop-alert-${id}-late_payment.eml`));
  };
  const deskList = (filter: Record<string, unknown>) =>
    shop
      .http()
      .get('/api/orders')
      .query({ filter: JSON.stringify(filter), range: '[0,99]', lines: 'false' })
      .set(asAdmin(shop));

  /** A ₪2,000 card order whose payment frame the shopper opened before it was cancelled. */
  async function aCardOrderWithAnOpenFrame() {
    const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    return { order, pay: await openSandboxFrame(shop, order.id) };
  }

  it('the shopper cancels, the payment lands: marked, no invoice-receipt, no order.paid, one alert; a replay changes nothing', async () => {
    const { order, pay } = await aCardOrderWithAnOpenFrame();
    const asked = await requestCancellation(shop, asShopper(order, { reason: 'changed_mind' })).expect(201);
    await approve(shop, await requestIdOf(shop, asked.body.data.request_number)).expect(200);
    expect(await orderRow(shop, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });

    await pay(cardFields());

    const row = await orderRow(shop, order.id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', paidWith: 'credit_card' });
    expect(row.paidAfterCancellationAt).toBeInstanceOf(Date);
    expect(await documentsOf(order.id)).toEqual([]);
    expect(await paidWebhooksOf(order.id)).toEqual([]);
    const alerts = await alertsOf(order.id);
    expect(alerts.map((a) => [a.alertKey, a.kind])).toEqual([
      [`placed:${order.id}`, 'order_placed'],
      [`paid-after-cancellation:${order.id}`, 'late_payment'],
    ]);

    // The email, in Hebrew: the order, the amount, the way it was paid and what to do.
    const late = alerts[1];
    const [file] = await eventually(
      () => lateAlertFiles([late.id]),
      (names) => names.length === 1,
    );
    const email = readEml(await readFile(join(shop.dataDir, 'outbox', file), 'utf8'));
    expect(email.subject).toBe(`דרוש החזר: התקבל תשלום ₪2000.00 (כרטיס אשראי) להזמנה מבוטלת ${order.order_number}`);
    const { text } = email;
    expect(text).toContain(`הזמנה: ${order.order_number}`);
    expect(text).toContain('יש להחזיר ללקוח את כל הסכום, ₪2000.00 בכרטיס אשראי');
    expect(text).toContain('"זיכוי"');

    // The provider repeats its notification: nothing changes, no second email.
    const replay = await shop
      .http()
      .post(notifyPath({ id: order.id, totalAmount: 2000 }))
      .type('form')
      .send(providerResult({ id: order.id, totalAmount: 2000 }))
      .expect(200);
    expect(replay.body.data.status).toBe('already_settled');
    expect((await orderRow(shop, order.id)).paidAfterCancellationAt).toEqual(row.paidAfterCancellationAt);
    expect((await alertsOf(order.id)).map((a) => a.id)).toEqual(alerts.map((a) => a.id));
    expect(await documentsOf(order.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await lateAlertFiles([late.id])).toHaveLength(1);
  });

  it('staff cancel by status, the payment lands: the desk filter finds it, the refund gives all of it back as quoted', async () => {
    const { order, pay } = await aCardOrderWithAnOpenFrame();
    const { order: paidInTime } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await (
      await openSandboxFrame(shop, paidInTime.id)
    )(cardFields());
    await shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'cancelled' }).expect(200);
    await pay(cardFields());

    // The desk: the filter finds the late payment and not the order paid in time; the row carries the mark.
    const found = await deskList({ paid_after_cancellation: 'true' }).expect(200);
    const ids = found.body.data.map((o: { id: string }) => o.id);
    expect(ids).toContain(order.id);
    expect(ids).not.toContain(paidInTime.id);
    const shown = found.body.data.find((o: { id: string }) => o.id === order.id);
    expect(shown).toMatchObject({ status: 'cancelled', payment_status: 'paid', paid_after_cancellation_at: expect.any(String) });
    const withWords = await deskList({ paid_after_cancellation: 'true', q: order.customer_email.split('@')[0] }).expect(200);
    expect(withWords.body.data.map((o: { id: string }) => o.id)).toContain(order.id);
    const bad = await deskList({ paid_after_cancellation: 'yes' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['paid_after_cancellation']);

    // The quote and the refund agree: the whole ₪2,000 back to the card, no fee even if asked for.
    const quoted = await shop
      .http()
      .post(`/api/admin/orders/${order.id}/refunds/quote`)
      .set(asAdmin(shop))
      .send({ charge_fee: true })
      .expect(200);
    expect(quoted.body.data).toMatchObject({ amount: 2000, goods_amount: 2000, delivery_amount: 0, fee: 0, method: 'credit_card' });
    const chosen = await shop
      .http()
      .post(`/api/admin/orders/${order.id}/refunds/quote`)
      .set(asAdmin(shop))
      .send({ charge_fee: false, lines: [{ item_id: order.items[0].id, quantity: 1 }] })
      .expect(400);
    expect(chosen.body.errors.map((e: { field: string }) => e.field)).toEqual(['lines']);

    const refunded = await shop
      .http()
      .post(`/api/admin/orders/${order.id}/refunds`)
      .set(asAdmin(shop))
      .send({ request_key: randomUUID(), charge_fee: true })
      .expect(201);
    expect(refunded.body.data).toMatchObject({ amount: quoted.body.data.amount, fee: 0, method: 'credit_card', state: 'succeeded' });
    expect(refunded.body.data.provider_reference).toEqual(expect.any(String));
    expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ amount: 2000, state: 'succeeded' })]);

    // Refunded now; the mark stays as the order's history, and no second refund is possible.
    const after = await orderRow(shop, order.id);
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 2000 });
    expect(after.paidAfterCancellationAt).toBeInstanceOf(Date);
    const again = await shop
      .http()
      .post(`/api/admin/orders/${order.id}/refunds/quote`)
      .set(asAdmin(shop))
      .send({ charge_fee: false })
      .expect(409);
    expect(again.body.code).toBe('ORDER_ALREADY_REFUNDED');
    const view = (await shop.http().get(`/api/admin/orders/${order.id}`).set(asAdmin(shop)).expect(200)).body.data;
    expect(view).toMatchObject({ payment_status: 'refunded', paid_after_cancellation_at: expect.any(String) });
    // A refund of money with no invoice-receipt asks for no credit note either.
    expect(await documentsOf(order.id)).toEqual([]);
  });
});
