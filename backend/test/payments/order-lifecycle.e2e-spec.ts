import { asAdmin } from '../ordering/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { aCardOrder, aCashOrder, notifyPath, providerResult, readOrder, TEST_HMAC_SECRET } from './fixtures';

/**
 * What a settled payment does to an order's status, as the lifecycle table says (shop-rules
 * order-lifecycle.ts) and the guarded UPDATEs carry out: the provider's verdict makes only an unpaid
 * order paid and leaves an order staff moved on where it is; cash is taken on any order but a cancelled one.
 */
describe('payments and the order lifecycle (payments, ordering)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET } });
  });
  afterAll(() => shop.close());

  it.each([
    ['unpaid', 'paid'],
    ['new', 'new'],
    ['preparing', 'preparing'],
    ['ready', 'ready'],
    ['completed', 'completed'],
  ])('a verified card payment on a %s order: status %s, payment paid', async (before, after) => {
    const order = await aCardOrder(shop, { status: before });
    const res = await shop.http().post(notifyPath(order)).type('form').send(providerResult(order)).expect(200);
    expect(res.body).toEqual({ data: { status: 'paid' } });
    expect(await readOrder(shop, order.id)).toMatchObject({ status: after, paymentStatus: 'paid', paidWith: 'credit_card' });
  });

  it('records cash paid for a completed order and keeps it completed', async () => {
    const order = await aCashOrder(shop, { status: 'completed' });
    const res = await shop.http().post(`/api/orders/${order.id}/cash-payment`).set(asAdmin(shop)).expect(200);
    expect(res.body.data).toMatchObject({ status: 'completed', payment_status: 'paid', paid_with: 'cash' });
  });

  it('takes no cash for a cancelled order and leaves it as it was', async () => {
    const order = await aCashOrder(shop, { status: 'cancelled' });
    const res = await shop.http().post(`/api/orders/${order.id}/cash-payment`).set(asAdmin(shop)).expect(409);
    expect(res.body.code).toBe('ORDER_CANCELLED');
    expect(await readOrder(shop, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', paidAt: null });
  });
});
