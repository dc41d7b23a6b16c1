import { Logger } from '@nestjs/common';
import { aProduct } from '../ordering/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { aCardOrder, aStoredOrder, providerResult, readOrder, TEST_HMAC_SECRET, transactionRows } from './fixtures';

describe('card payments in installments, and Bit (payments)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET, PUBLIC_URL: 'https://shop.test' } });
  });
  afterAll(() => shop.close());

  /** One line of the given price: the order total the rule is read against. */
  const anOrderOf = (price: number, overrides: Parameters<typeof aStoredOrder>[1] = {}) =>
    aStoredOrder(shop, { items: [{ productName: 'Bike', quantity: 1, unitPrice: price }], ...overrides });
  const aBitOrder = (price = 123.4) => anOrderOf(price, { paymentMethod: 'bit' });

  const session = (orderId: string) => shop.http().post(`/api/payment/session/${orderId}`);
  const frameOf = (res: { body: { data: { url: string } } }) => new URL(res.body.data.url).searchParams;
  /** The notify address exactly as the session put it in the frame. */
  const notifyPathOf = (frame: URLSearchParams) => {
    const notify = new URL(frame.get('notify_url_address')!);
    return `${notify.pathname}${notify.search}`;
  };

  describe('POST /api/payment/session/{orderId} with a number of payments', () => {
    it('splits ₪349.90 in 3 exactly to the agora: 116.64 + 2 × 116.63, and asks the provider for them', async () => {
      const order = await anOrderOf(349.9);
      const res = await session(order.id).send({ installments: 3 }).expect(200);
      expect(res.body.data).toMatchObject({
        method: 'card',
        installments: 3,
        first_payment: 116.64,
        later_payment: 116.63,
        max_installments: 3,
      });
      const p = frameOf(res);
      expect([p.get('sum'), p.get('cred_type'), p.get('npay'), p.get('fpay'), p.get('spay')]).toEqual([
        '349.90',
        '8',
        '2',
        '116.64',
        '116.63',
      ]);
      expect(p.get('bit')).toBeNull();
      const notify = new URL(p.get('notify_url_address')!);
      expect(notify.searchParams.get('installments')).toBe('3');
    });

    it('splits ₪1,000.00 in 6: 166.70 + 5 × 166.66 (from the query as well as the body)', async () => {
      const order = await anOrderOf(1000);
      const res = await session(order.id).query({ installments: '6' }).expect(200);
      expect(res.body.data).toMatchObject({ installments: 6, first_payment: 166.7, later_payment: 166.66, max_installments: 6 });
      const p = frameOf(res);
      expect([p.get('sum'), p.get('cred_type'), p.get('npay'), p.get('fpay'), p.get('spay')]).toEqual([
        '1000.00',
        '8',
        '5',
        '166.70',
        '166.66',
      ]);
    });

    it('keeps the call without a body as one regular payment, with the address it always had', async () => {
      const order = await anOrderOf(1000);
      const res = await session(order.id).expect(200);
      expect(res.body.data).toMatchObject({ installments: 1, first_payment: 1000, later_payment: null, max_installments: 6 });
      const p = frameOf(res);
      expect([p.get('cred_type'), p.get('npay'), p.get('fpay'), p.get('spay'), p.get('bit')]).toEqual(['1', null, null, null, null]);
      expect(p.get('notify_url_address')).toMatch(/\/api\/payment\/notify\?orderId=[0-9a-f-]{36}&token=[0-9a-f]{64}$/);
    });

    it.each([
      ['above the rule for ₪349.90', 349.9, 4],
      ['more than one below ₪300', 299.99, 2],
      ['above the rule for ₪1,000', 1000, 7],
      ['zero', 1000, 0],
      ['thirteen', 5000, 13],
      ['not a number', 1000, 'three'],
      ['a fraction', 1000, 2.5],
    ])('refuses %s with 400 naming installments', async (_, price, installments) => {
      const order = await anOrderOf(price);
      const res = await session(order.id).send({ installments }).expect(400);
      expect(res.body).toMatchObject({ code: 'INSTALLMENTS_NOT_ALLOWED' });
      expect(res.body.errors).toEqual([{ field: 'installments', message: expect.any(String) }]);
    });

    it('offers Bit in one payment with the Bit parameter, and refuses more payments for it', async () => {
      const order = await aBitOrder(1000);
      const res = await session(order.id).expect(200);
      expect(res.body.data).toMatchObject({
        method: 'bit',
        installments: 1,
        first_payment: 1000,
        later_payment: null,
        max_installments: 1,
      });
      const p = frameOf(res);
      expect([p.get('bit'), p.get('cred_type'), p.get('npay')]).toEqual(['1', '1', null]);
      const refused = await session(order.id).send({ installments: 3 }).expect(400);
      expect(refused.body).toMatchObject({
        code: 'INSTALLMENTS_NOT_ALLOWED',
        errors: [expect.objectContaining({ field: 'installments' })],
      });
    });
  });

  describe('POST /api/payment/notify for payments in installments', () => {
    let warn: jest.SpyInstance;
    beforeEach(() => (warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined)));
    afterEach(() => warn.mockRestore());

    async function threePayments() {
      const order = await anOrderOf(349.9);
      const frame = frameOf(await session(order.id).send({ installments: 3 }).expect(200));
      return { order, path: notifyPathOf(frame) };
    }

    it('refuses a notify whose npay differs from the payments offered: 422, the order stays unpaid, logged', async () => {
      const { order, path } = await threePayments();
      for (const fields of [{ o_cred_type: '8', o_npay: '5' }, { o_cred_type: '1', o_npay: '0' }, {}]) {
        const res = await shop
          .http()
          .post(path)
          .type('form')
          .send({ ...providerResult(order), ...fields })
          .expect(422);
        expect(res.body.code).toBe('INSTALLMENTS_MISMATCH');
      }
      expect(await readOrder(shop, order.id)).toMatchObject({
        paymentStatus: 'pending',
        status: 'unpaid',
        paidWith: null,
        installments: null,
      });
      expect(await transactionRows(shop, order.id)).toHaveLength(0);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('INSTALLMENTS_MISMATCH'));
    });

    it('refuses a changed count in the notify address itself: the token binds it (403)', async () => {
      const { order, path } = await threePayments();
      const forged = path.replace('installments=3', 'installments=6');
      const res = await shop
        .http()
        .post(forged)
        .type('form')
        .send({ ...providerResult(order), o_cred_type: '8', o_npay: '5' })
        .expect(403);
      expect(res.body.code).toBe('INVALID_PAYMENT_TOKEN');
      const dropped = path.replace('&installments=3', '');
      await shop.http().post(dropped).type('form').send(providerResult(order)).expect(403);
      expect((await readOrder(shop, order.id)).paymentStatus).toBe('pending');
    });

    it('settles on the payments offered and records them; a replay changes nothing; every order answer says so', async () => {
      const { order, path } = await threePayments();
      const result = { ...providerResult(order), o_cred_type: '8', o_npay: '2' };
      expect((await shop.http().post(path).type('form').send(result).expect(200)).body).toEqual({ data: { status: 'paid' } });
      expect(await readOrder(shop, order.id)).toMatchObject({
        paymentStatus: 'paid',
        status: 'paid',
        paidWith: 'installments',
        installments: 3,
      });
      expect((await shop.http().post(path).type('form').send(result).expect(200)).body).toEqual({ data: { status: 'already_settled' } });
      expect(await transactionRows(shop, order.id)).toHaveLength(1);
      const view = (await shop.http().get(`/api/orders/${order.id}`).expect(200)).body.data;
      expect(view).toMatchObject({ paid_with: 'installments', installments: 3, total_amount: 349.9 });
    });

    it('settles a single payment with or without the payment fields, as paid by card', async () => {
      for (const fields of [{}, { o_cred_type: '1', o_npay: '0' }]) {
        const order = await aCardOrder(shop);
        const frame = frameOf(await session(order.id).expect(200));
        await shop
          .http()
          .post(notifyPathOf(frame))
          .type('form')
          .send({ ...providerResult(order), ...fields })
          .expect(200);
        expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid', paidWith: 'credit_card', installments: 1 });
      }
    });

    it('records a decline that leaves out the payment fields, and refuses one that reports other payments', async () => {
      const { order, path } = await threePayments();
      await shop
        .http()
        .post(path)
        .type('form')
        .send({ ...providerResult(order), o_cred_type: '8', o_npay: '1', Response: '004' })
        .expect(422);
      await shop
        .http()
        .post(path)
        .type('form')
        .send({ ...providerResult(order), Response: '004' })
        .expect(200);
      expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'failed', paymentErrorCode: '004', paidWith: null });
    });
  });

  describe('POST /api/payment/notify for Bit', () => {
    it('settles a Bit payment as paid with Bit, without installments, named in the status record', async () => {
      const order = await aBitOrder();
      const path = notifyPathOf(frameOf(await session(order.id).expect(200)));
      const bit = { ...providerResult(order), payment_method: 'bit', o_cred_type: '1', o_npay: '0' };
      delete (bit as Record<string, string>).ccno;
      delete (bit as Record<string, string>).cardtype;
      await shop.http().post(path).type('form').send(bit).expect(200);
      expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'paid', paidWith: 'bit', installments: null });
      const record = (await shop.http().get(`/api/payment/status/${order.id}`).expect(200)).body.data;
      expect(record).toMatchObject({ status: 'success', paymentMethod: 'Bit' });
    });

    it('records a Bit order paid even when the notify does not name the method', async () => {
      const order = await aBitOrder();
      const path = notifyPathOf(frameOf(await session(order.id).expect(200)));
      await shop.http().post(path).type('form').send(providerResult(order)).expect(200);
      expect(await readOrder(shop, order.id)).toMatchObject({ paidWith: 'bit', installments: null });
    });
  });

  describe('an order placed for Bit through the checkout API', () => {
    it('waits for its payment like a card order and tracks how it was paid', async () => {
      const product = await aProduct(shop, { price: 61.7, stockQuantity: 5 });
      const placed = await shop
        .http()
        .post('/api/orders')
        .send({
          customer_name: 'Dana Levi',
          customer_email: 'dana@example.com',
          customer_phone: '+972 50-123-4567',
          payment_method: 'bit',
          language: 'he',
          items: [{ product_id: product.id, quantity: 2 }],
        })
        .expect(201);
      expect(placed.body.data).toMatchObject({
        status: 'unpaid',
        payment_status: 'pending',
        payment_method: 'bit',
        paid_with: null,
        installments: null,
      });
      const orderId: string = placed.body.data.id;
      const path = notifyPathOf(frameOf(await session(orderId).expect(200)));
      await shop
        .http()
        .post(path)
        .type('form')
        .send({ ...providerResult({ id: orderId, totalAmount: 123.4 }), payment_method: 'bit' })
        .expect(200);
      const tracked = await shop
        .http()
        .get('/api/orders/track')
        .query({ order_number: placed.body.data.order_number, email: 'dana@example.com' })
        .expect(200);
      expect(tracked.body.data).toMatchObject({
        payment_status: 'paid',
        paid_with: 'bit',
        installments: null,
        display_status: { code: 'paid' },
      });
    });
  });
});
