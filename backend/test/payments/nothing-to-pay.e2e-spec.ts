import { PaymentProvider } from '../../src/modules/payments/application/payment-provider.port';
import { aCheckout, aLine, aProduct, asAdmin, placeOrder } from '../ordering/fixtures';
import { aDiscountCode } from '../promotions/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * A card or Bit order with nothing to pay (a fixed discount as large as its goods, picked up at the
 * store) is settled as placed: no payment frame is built for ₪0 and the provider is never asked.
 */
describe('an order with nothing to pay never reaches the payment provider (payments)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it.each(['credit_card', 'bit'])('a %s order for ₪0 is placed settled; its payment session is 409 NOTHING_TO_PAY', async (method) => {
    const product = await aProduct(shop, { price: 120, stockQuantity: 5 });
    const code = await aDiscountCode(shop, { kind: 'fixed', value: 150 });
    const asked = jest.spyOn(shop.app.get(PaymentProvider), 'createSession');
    try {
      const order = await placeOrder(
        shop,
        aCheckout([aLine(product)], { payment_method: method, discount_code: code.code, delivery_method: 'pickup' }),
      );
      expect(order).toMatchObject({ total_amount: 0, discount_amount: 120, status: 'new', payment_status: 'paid' });

      const session = await shop.http().post(`/api/payment/session/${order.id}`).send({}).expect(409);
      expect(session.body).toMatchObject({ code: 'NOTHING_TO_PAY' });
      expect(JSON.stringify(session.body)).not.toMatch(/iframenew|sum=/);
      await shop.http().post(`/api/payment/session/${order.id}`).query({ installments: 3 }).send({}).expect(409);
      expect(asked).not.toHaveBeenCalled();

      // The desk sees it settled; nothing to pay, so no invoice-receipt is asked for.
      const desk = await shop.http().get(`/api/orders/${order.id}`).set(asAdmin(shop)).expect(200);
      expect(desk.body.data).toMatchObject({ status: 'new', payment_status: 'paid', total_amount: 0 });
      const documents = await shop.http().get(`/api/admin/orders/${order.id}/tax-documents`).set(asAdmin(shop)).expect(200);
      expect(documents.body.data).toEqual([]);
    } finally {
      asked.mockRestore();
    }
  });

  it('an order with something left to pay still gets its payment frame', async () => {
    const product = await aProduct(shop, { price: 120, stockQuantity: 5 });
    const code = await aDiscountCode(shop, { kind: 'fixed', value: 100 });
    const order = await placeOrder(shop, aCheckout([aLine(product)], { payment_method: 'credit_card', discount_code: code.code }));
    expect(order).toMatchObject({ total_amount: 20, status: 'unpaid', payment_status: 'pending' });
    const session = await shop.http().post(`/api/payment/session/${order.id}`).send({}).expect(200);
    expect(session.body.data.url).toContain('sum=20.00');
  });
});
