import { OrderPayments } from '../../src/modules/ordering/application/order-payments.port';
import { aDiscountCode, anAddress } from '../promotions/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, placeOrder } from './fixtures';

describe("the dashboard's revenue with discounts and delivery (GET /api/dashboard)", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('is the sum of the paid totals: net of the discounts, delivery included', async () => {
    const ball = await aProduct(shop, { price: 100, stockQuantity: 20 });
    const code = await aDiscountCode(shop, { kind: 'percent', value: 10 });
    const courier = { delivery_method: 'courier', delivery_address: anAddress(), payment_method: 'credit_card' };
    // ₪100 - ₪10 + ₪30 = ₪120, paid.
    const discounted = await placeOrder(shop, aCheckout([aLine(ball)], { ...courier, discount_code: code.code }));
    expect(discounted.total_amount).toBe(120);
    await shop.app.get(OrderPayments).markPaid(discounted.id, { paidWith: 'credit_card', installments: 1 });
    // ₪200 + ₪30 = ₪230, paid.
    const plain = await placeOrder(shop, aCheckout([aLine(ball, { quantity: 2 })], courier));
    await shop.app.get(OrderPayments).markPaid(plain.id, { paidWith: 'credit_card', installments: 1 });
    // Not paid: not revenue.
    await placeOrder(shop, aCheckout([aLine(ball)], { discount_code: code.code }));

    const view = (await shop.http().get('/api/dashboard').set(asAdmin(shop)).expect(200)).body.data;
    expect(view.totals).toMatchObject({ orders: 3, revenue: 350 });
    const today = view.days.find((d: { revenue: number }) => d.revenue > 0);
    expect(today.revenue).toBe(350);
  });
});
