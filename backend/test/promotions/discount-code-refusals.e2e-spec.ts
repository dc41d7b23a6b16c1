import { DataSource } from 'typeorm';
import { DiscountCodeEntity } from '../../src/modules/promotions/infrastructure/discount-code.entity';
import { aCheckout, aLine, aProduct, asAdmin, orderCount, placeOrder } from '../ordering/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { aDiscountCode } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('discount code refusals (POST /api/orders refuses, POST /api/orders/quote answers discount_error)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

  // [refusal, status, code terms, items total in shekels]
  const REFUSALS: Array<[string, number, Record<string, unknown> | null, number]> = [
    ['DISCOUNT_CODE_UNKNOWN', 422, null, 100],
    ['DISCOUNT_CODE_UNKNOWN', 422, { active: false }, 100],
    ['DISCOUNT_CODE_NOT_YET_VALID', 422, { valid_from: iso(DAY) }, 100],
    ['DISCOUNT_CODE_EXPIRED', 422, { valid_to: iso(-DAY) }, 100],
    ['DISCOUNT_CODE_BELOW_MINIMUM', 422, { minimum_total: 300 }, 299.99],
  ];

  it.each(REFUSALS)(
    '%s (%d): the order is refused naming discount_code, the quote prices without the code',
    async (refusal, status, terms, price) => {
      const product = await aProduct(shop, { price });
      const code = terms ? (await aDiscountCode(shop, terms)).code : 'NO-SUCH-CODE';
      const before = await orderCount(shop);
      const res = await shop
        .http()
        .post('/api/orders')
        .send(aCheckout([aLine(product)], { discount_code: code }))
        .expect(status);
      expect(res.body).toMatchObject({ code: refusal, errors: [{ field: 'discount_code', message: expect.any(String) }] });
      expect(await orderCount(shop)).toBe(before);
      const quoted = await shop
        .http()
        .post('/api/orders/quote')
        .send({ items: [aLine(product)], discount_code: code })
        .expect(200);
      expect(quoted.body.data).toMatchObject({ discount: null, discount_error: { code: refusal }, total: price });
    },
  );

  it('the minimum is the items before the discount, delivery not counted', async () => {
    const code = (await aDiscountCode(shop, { kind: 'fixed', value: 50, minimum_total: 300 })).code;
    const short = await aProduct(shop, { price: 290 });
    // ₪290 of items + ₪30 courier = ₪320, still below a ₪300 minimum on the items.
    const courier = { delivery_method: 'courier', delivery_address: { city: 'Haifa', street: 'Herzl', house_number: '3' } };
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(short)], { ...courier, discount_code: code }))
      .expect(422);
    expect(res.body.code).toBe('DISCOUNT_CODE_BELOW_MINIMUM');
    const enough = await aProduct(shop, { price: 300 });
    const order = await placeOrder(shop, aCheckout([aLine(enough)], { ...courier, discount_code: code }));
    // ₪300 - ₪50 = ₪250 after the discount: under the ₪400 threshold, so the courier is charged.
    expect(order).toMatchObject({ items_total: 300, discount_amount: 50, delivery_fee: 30, total_amount: 280 });
  });

  it('DISCOUNT_CODE_USED_UP (409) once every use is taken', async () => {
    const code = await aDiscountCode(shop, { max_uses: 1 });
    const product = await aProduct(shop);
    await placeOrder(shop, aCheckout([aLine(product)], { discount_code: code.code }));
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(product)], { discount_code: code.code, customer_email: 'someone@example.com' }))
      .expect(409);
    expect(res.body).toMatchObject({ code: 'DISCOUNT_CODE_USED_UP', errors: [{ field: 'discount_code' }] });
    const quoted = await shop
      .http()
      .post('/api/orders/quote')
      .send({ items: [aLine(product)], discount_code: code.code })
      .expect(200);
    expect(quoted.body.data.discount_error.code).toBe('DISCOUNT_CODE_USED_UP');
  });

  it('DISCOUNT_CODE_ALREADY_USED (422) by the same email in any case; another email still may', async () => {
    const code = await aDiscountCode(shop, { max_uses_per_email: 1 });
    const product = await aProduct(shop);
    await placeOrder(shop, aCheckout([aLine(product)], { discount_code: code.code, customer_email: 'Noa@Example.com' }));
    const res = await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(product)], { discount_code: code.code, customer_email: 'noa@example.COM' }))
      .expect(422);
    expect(res.body).toMatchObject({ code: 'DISCOUNT_CODE_ALREADY_USED', errors: [{ field: 'discount_code' }] });
    const quoted = await shop
      .http()
      .post('/api/orders/quote')
      .send({ items: [aLine(product)], discount_code: code.code, customer_email: 'NOA@example.com' })
      .expect(200);
    expect(quoted.body.data.discount_error.code).toBe('DISCOUNT_CODE_ALREADY_USED');
    await placeOrder(shop, aCheckout([aLine(product)], { discount_code: code.code, customer_email: 'yael@example.com' }));
  });

  it('checks the per-email limit again inside the transaction (a use taken after the pre-check)', async () => {
    const code = await aDiscountCode(shop, { max_uses_per_email: 1 });
    const product = await aProduct(shop, { stockQuantity: 50 });
    const body = aCheckout([aLine(product)], { discount_code: code.code, customer_email: 'race@example.com' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => shop.http().post('/api/orders').send(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422]);
    const row = await shop.app.get(DataSource).getRepository(DiscountCodeEntity).findOneByOrFail({ id: code.id });
    expect(row.usesCount).toBe(1);
  });

  it('a cancelled order gives its use back; completing keeps it', async () => {
    const code = await aDiscountCode(shop, { max_uses: 1 });
    const product = await aProduct(shop, { stockQuantity: 50 });
    const first = await placeOrder(shop, aCheckout([aLine(product)], { discount_code: code.code }));
    await shop
      .http()
      .post('/api/orders')
      .send(aCheckout([aLine(product)], { discount_code: code.code }))
      .expect(409);
    await shop.http().patch(`/api/orders/${first.id}/status`).set(asAdmin(shop)).send({ status: 'cancelled' }).expect(200);
    const uses = async () => (await shop.http().get(`/api/admin/discount-codes/${code.id}`).set(asAdmin(shop)).expect(200)).body.data.uses;
    expect(await uses()).toBe(0);
    const second = await placeOrder(shop, aCheckout([aLine(product)], { discount_code: code.code }));
    expect(second.discount_code).toBe(code.code);
    expect(await uses()).toBe(1);
    // Deleting an order also gives its use back.
    await shop.http().delete(`/api/orders/${second.id}`).set(asAdmin(shop)).expect(200);
    expect(await uses()).toBe(0);
  });
});
