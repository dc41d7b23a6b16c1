import { OrderStore, StockRanOut } from '../../src/modules/ordering/application/order-store.port';
import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, anOrder, anOrderLine, aProduct, asAdmin, orderCount, placeOrder, stockOf, variantStockOf } from './fixtures';

describe('stock (guarded decrement, return on cancel and delete)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('sells the last 3 units to exactly 3 of 50 concurrent orders and never goes below zero', async () => {
    const ball = await aProduct(shop, { stockQuantity: 3 });
    const before = await orderCount(shop);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        shop
          .http()
          .post('/api/orders')
          .send(aCheckout([aLine(ball)], { customer_email: `buyer${i}@example.com` })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK', errors: [{ field: 'items.0.quantity' }] });
    }
    expect(await stockOf(shop, ball)).toBe(0);
    expect(await orderCount(shop)).toBe(before + 3);
  });

  it('refuses in the database itself when the units are gone (the guarded update, without the pre-check)', async () => {
    const ball = await aProduct(shop, { stockQuantity: 1 });
    await placeOrder(shop, aCheckout([aLine(ball)]));
    // Straight to the store: the catalog pre-check is skipped, only the guarded UPDATE stands in the way.
    const late = anOrder({ items: [anOrderLine({ productId: ball.id })] });
    const attempt = shop.app
      .get(OrderStore)
      .place({ order: late, stock: [{ source: { kind: 'product', id: ball.id }, quantity: 1, lines: [0] }] });
    await expect(attempt).rejects.toBeInstanceOf(StockRanOut);
    expect(await stockOf(shop, ball)).toBe(0);
    await shop.http().get(`/api/orders/${late.id}`).expect(404);
  });

  it('sells the last units of a variant to concurrent orders the same way', async () => {
    const shoe = await aProduct(shop, { variants: [{ stockQuantity: 2 }] });
    const variant = shoe.variants[0];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shop
          .http()
          .post('/api/orders')
          .send(aCheckout([aLine(shoe, { variant_id: variant.id })])),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(8);
    expect(await variantStockOf(shop, variant)).toBe(0);
  });

  it('returns the stock of a cancelled order once, and refuses to cancel it again or revive it', async () => {
    const ball = await aProduct(shop, { stockQuantity: 10 });
    const shoe = await aProduct(shop, { variants: [{ stockQuantity: 5 }] });
    const order = await placeOrder(
      shop,
      aCheckout([aLine(ball, { quantity: 4 }), aLine(shoe, { variant_id: shoe.variants[0].id, quantity: 2 })]),
    );
    expect(await stockOf(shop, ball)).toBe(6);
    expect(await variantStockOf(shop, shoe.variants[0])).toBe(3);

    const cancelled = await shop
      .http()
      .patch(`/api/orders/${order.id}/status`)
      .set(asAdmin(shop))
      .send({ status: 'cancelled' })
      .expect(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await stockOf(shop, ball)).toBe(10);
    expect(await variantStockOf(shop, shoe.variants[0])).toBe(5);

    const again = await shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'cancelled' }).expect(409);
    expect(again.body.code).toBe('ORDER_STATUS_FINAL');
    await shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'new' }).expect(409);
    expect(await stockOf(shop, ball)).toBe(10);

    // Deleting a cancelled order does not return its units a second time.
    const deleted = await shop.http().delete(`/api/orders/${order.id}`).set(asAdmin(shop)).expect(200);
    expect(deleted.body.data).toEqual({ id: order.id, stock_returned: false });
    expect(await stockOf(shop, ball)).toBe(10);
  });

  it('returns the stock only once when two cancellations race', async () => {
    const ball = await aProduct(shop, { stockQuantity: 10 });
    const order = await placeOrder(shop, aCheckout([aLine(ball, { quantity: 3 })]));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'cancelled' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await stockOf(shop, ball)).toBe(10);
  });

  it('returns the stock of an order deleted while it still holds it', async () => {
    const ball = await aProduct(shop, { stockQuantity: 10 });
    const order = await placeOrder(shop, aCheckout([aLine(ball, { quantity: 4 })]));
    const deleted = await shop.http().delete(`/api/orders/${order.id}`).set(asAdmin(shop)).expect(200);
    expect(deleted.body.data).toEqual({ id: order.id, stock_returned: true });
    expect(await stockOf(shop, ball)).toBe(10);
    await shop.http().get(`/api/orders/${order.id}`).expect(404);
    await shop.http().delete(`/api/orders/${order.id}`).set(asAdmin(shop)).expect(404);
  });

  it('keeps the stock of a completed order that is deleted (the goods left the shop)', async () => {
    const ball = await aProduct(shop, { stockQuantity: 10 });
    const order = await placeOrder(shop, aCheckout([aLine(ball, { quantity: 4 })]));
    await shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'completed' }).expect(200);
    const deleted = await shop.http().delete(`/api/orders/${order.id}`).set(asAdmin(shop)).expect(200);
    expect(deleted.body.data.stock_returned).toBe(false);
    expect(await stockOf(shop, ball)).toBe(6);
  });
});
