import { Logger } from '@nestjs/common';
import { aProduct } from '../ordering/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import {
  aCardOrder,
  aCashOrder,
  aPaidCardOrder,
  notifyPath,
  providerResult,
  readOrder,
  TEST_HMAC_SECRET,
  transactionRows,
} from './fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('card payments (payments)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_HMAC_SECRET: TEST_HMAC_SECRET, PUBLIC_URL: 'https://shop.test' } });
  });
  afterAll(() => shop.close());

  const status = async (orderId: string, lang?: string) =>
    (
      await shop
        .http()
        .get(`/api/payment/status/${orderId}`)
        .query(lang ? { lang } : {})
        .expect(200)
    ).body.data;

  describe('POST /api/payment/session/{orderId}', () => {
    it('answers the frame URL with the amount of the order and a signed notify address', async () => {
      const order = await aCardOrder(shop);
      const res = await shop.http().post(`/api/payment/session/${order.id}`).expect(200);
      const url = new URL(res.body.data.url);
      expect(`${url.origin}${url.pathname}`).toBe('https://shop.test/sandbox/tranzila/sandbox/iframenew.php');
      expect(url.searchParams.get('sum')).toBe('123.40');
      expect(url.searchParams.get('lang')).toBe('il');
      expect(url.searchParams.get('success_url_address')).toBe(`https://shop.test/payment-success?orderId=${order.id}`);
      expect(`https://shop.test${notifyPath(order)}`).toBe(url.searchParams.get('notify_url_address'));
    });

    it('refuses an id that is not a UUID with 400 naming orderId', async () => {
      const res = await shop.http().post('/api/payment/session/123').expect(400);
      expect(res.body).toMatchObject({ code: 'INVALID_ORDER_ID' });
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'orderId' })]);
    });

    it('answers 404 for an unknown order', async () => {
      const res = await shop.http().post(`/api/payment/session/${UNKNOWN_ID}`).expect(404);
      expect(res.body.code).toBe('ORDER_NOT_FOUND');
    });

    it('answers 409 for a paid order and for a cash order', async () => {
      const paid = await aPaidCardOrder(shop);
      expect((await shop.http().post(`/api/payment/session/${paid.id}`).expect(409)).body.code).toBe('ORDER_ALREADY_PAID');
      const cash = await aCashOrder(shop);
      expect((await shop.http().post(`/api/payment/session/${cash.id}`).expect(409)).body.code).toBe('PAYMENT_METHOD_NOT_CARD');
    });
  });

  describe('POST /api/payment/notify', () => {
    it('marks the order paid on a verified 000 (urlencoded body) and keeps a transaction record', async () => {
      const order = await aCardOrder(shop);
      const res = await shop.http().post(notifyPath(order)).type('form').send(providerResult(order)).expect(200);
      expect(res.body).toEqual({ data: { status: 'paid' } });
      expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'paid', paymentErrorCode: null });
      const rows = await transactionRows(shop, order.id);
      expect(rows).toEqual([
        expect.objectContaining({
          provider: 'sandbox',
          responseCode: '000',
          transactionIndex: '98765',
          authNumber: '0123456',
          tempref: '01230001',
          amount: 123.4,
          currency: 'ILS',
          cardType: 'Visa',
          cardLast4: '1234',
          status: 'success',
        }),
      ]);
      expect(await status(order.id)).toEqual({
        orderId: order.id,
        status: 'success',
        transactionId: '98765',
        authNumber: '0123456',
        amount: 123.4,
        currency: 'ILS',
        paymentMethod: 'Visa ****1234',
        errorCode: null,
        errorMessage: null,
        timestamp: expect.any(String),
      });
    });

    it('answers a replay of the same approval with already_settled and keeps one record', async () => {
      const order = await aCardOrder(shop);
      await shop.http().post(notifyPath(order)).type('form').send(providerResult(order)).expect(200);
      const replay = await shop.http().post(notifyPath(order)).type('form').send(providerResult(order)).expect(200);
      expect(replay.body).toEqual({ data: { status: 'already_settled' } });
      expect(await transactionRows(shop, order.id)).toHaveLength(1);
    });

    it('accepts a JSON body and a query-string-only notify', async () => {
      const viaJson = await aCardOrder(shop);
      await shop
        .http()
        .post(notifyPath(viaJson))
        .send({ ...providerResult(viaJson), sum: 123.4, currency: 1 })
        .expect(200);
      expect((await readOrder(shop, viaJson.id)).paymentStatus).toBe('paid');

      const viaQuery = await aCardOrder(shop);
      const query = new URLSearchParams(providerResult(viaQuery)).toString();
      await shop
        .http()
        .post(`${notifyPath(viaQuery)}&${query}`)
        .expect(200);
      expect((await readOrder(shop, viaQuery.id)).paymentStatus).toBe('paid');
    });

    it('records a decline: payment failed with the code kept, order status unchanged, message in the order language', async () => {
      const order = await aCardOrder(shop, { language: 'ru' });
      const res = await shop
        .http()
        .post(notifyPath(order))
        .type('form')
        .send(providerResult(order, { Response: '004', ConfirmationCode: '0000000' }))
        .expect(200);
      expect(res.body).toEqual({ data: { status: 'failed' } });
      expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'failed', paymentErrorCode: '004', status: 'unpaid' });
      expect(await status(order.id)).toMatchObject({
        status: 'failed',
        errorCode: '004',
        errorMessage: 'Отказ в проведении операции',
        transactionId: '98765',
      });
      expect((await status(order.id, 'he')).errorMessage).toBe('העסקה סורבה');
      expect((await status(order.id, 'en')).errorMessage).toBe('Refused');
      expect((await transactionRows(shop, order.id))[0]).toMatchObject({ status: 'failed', responseCode: '004' });
      // The same decline again adds no second record.
      await shop
        .http()
        .post(notifyPath(order))
        .type('form')
        .send(providerResult(order, { Response: '004', ConfirmationCode: '0000000' }))
        .expect(200);
      expect(await transactionRows(shop, order.id)).toHaveLength(1);
    });

    it('lets a later approval pay an order whose first attempt was declined', async () => {
      const order = await aCardOrder(shop);
      await shop
        .http()
        .post(notifyPath(order))
        .type('form')
        .send(providerResult(order, { Response: '004', index: '1' }))
        .expect(200);
      await shop
        .http()
        .post(notifyPath(order))
        .type('form')
        .send(providerResult(order, { index: '2' }))
        .expect(200);
      expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'paid', paymentErrorCode: null });
      expect(await status(order.id)).toMatchObject({ status: 'success', transactionId: '2', errorCode: null });
    });

    it('does not let a decline arriving after the payment downgrade the order', async () => {
      const order = await aCardOrder(shop);
      await shop.http().post(notifyPath(order)).type('form').send(providerResult(order)).expect(200);
      const late = await shop
        .http()
        .post(notifyPath(order))
        .type('form')
        .send(providerResult(order, { Response: '004', index: '99999' }))
        .expect(200);
      expect(late.body).toEqual({ data: { status: 'already_settled' } });
      expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'paid' });
      expect(await transactionRows(shop, order.id)).toHaveLength(1);
    });

    it('refuses a forged token with 403, logs a warning and changes nothing', async () => {
      const order = await aCardOrder(shop);
      const warn = jest.spyOn(Logger.prototype, 'warn');
      const forged = notifyPath(order, 'f'.repeat(64));
      const res = await shop.http().post(forged).type('form').send(providerResult(order)).expect(403);
      expect(res.body.code).toBe('INVALID_PAYMENT_TOKEN');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`INVALID_PAYMENT_TOKEN) for order ${order.id}`));
      warn.mockRestore();
      await shop.http().post(`/api/payment/notify?orderId=${order.id}`).type('form').send(providerResult(order)).expect(403);
      expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'pending', status: 'unpaid' });
      expect(await transactionRows(shop, order.id)).toHaveLength(0);
      expect((await status(order.id)).status).toBe('pending');
    });

    it('refuses a token made for another amount with 403', async () => {
      const order = await aCardOrder(shop);
      const cheaper = notifyPath({ id: order.id, totalAmount: 1 });
      await shop
        .http()
        .post(cheaper)
        .type('form')
        .send(providerResult(order, { sum: '1.00' }))
        .expect(403);
      expect((await readOrder(shop, order.id)).paymentStatus).toBe('pending');
    });

    it('refuses a sum or currency that differs from the order with 422 and changes nothing', async () => {
      const order = await aCardOrder(shop);
      const sum = await shop
        .http()
        .post(notifyPath(order))
        .type('form')
        .send(providerResult(order, { sum: '1.00' }))
        .expect(422);
      expect(sum.body.code).toBe('AMOUNT_MISMATCH');
      const currency = await shop
        .http()
        .post(notifyPath(order))
        .type('form')
        .send(providerResult(order, { currency: '2' }))
        .expect(422);
      expect(currency.body.code).toBe('CURRENCY_MISMATCH');
      const noCode = await shop
        .http()
        .post(notifyPath(order))
        .type('form')
        .send(providerResult(order, { Response: '' }))
        .expect(422);
      expect(noCode.body.code).toBe('RESPONSE_CODE_MISSING');
      expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'pending', status: 'unpaid' });
      expect(await transactionRows(shop, order.id)).toHaveLength(0);
    });

    it('answers 404 for an unknown order and 400 without a usable order id', async () => {
      const unknown = { id: UNKNOWN_ID, totalAmount: 123.4 };
      expect((await shop.http().post(notifyPath(unknown)).type('form').send(providerResult(unknown)).expect(404)).body.code).toBe(
        'ORDER_NOT_FOUND',
      );
      const missing = await shop.http().post('/api/payment/notify').type('form').send({ Response: '000' }).expect(400);
      expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'orderId' })]);
      await shop.http().post('/api/payment/notify?orderId=abc').type('form').send({ Response: '000' }).expect(400);
    });
  });

  describe('an order placed through the checkout API', () => {
    it('is paid by card: session with the server-priced amount, verified notify, status success', async () => {
      const product = await aProduct(shop, { price: 61.7, stockQuantity: 5 });
      const placed = await shop
        .http()
        .post('/api/orders')
        .send({
          customer_name: 'Dana Levi',
          customer_email: 'dana@example.com',
          customer_phone: '+972 50-123-4567',
          payment_method: 'credit_card',
          language: 'ru',
          items: [{ product_id: product.id, quantity: 2, unit_price: 0.01 }],
        })
        .expect(201);
      const orderId: string = placed.body.data.id;
      const frame = new URL((await shop.http().post(`/api/payment/session/${orderId}`).expect(200)).body.data.url);
      expect(frame.searchParams.get('sum')).toBe('123.40');
      expect(frame.searchParams.get('lang')).toBe('ru');
      const notify = new URL(frame.searchParams.get('notify_url_address')!);
      const order = { id: orderId, totalAmount: 123.4 };
      await shop.http().post(`${notify.pathname}${notify.search}`).type('form').send(providerResult(order)).expect(200);
      expect((await status(orderId)).status).toBe('success');
      expect(await readOrder(shop, orderId)).toMatchObject({ paymentStatus: 'paid', status: 'paid' });
    });
  });

  describe('GET /api/payment/status/{orderId}', () => {
    it('answers pending for an order without a verified result', async () => {
      const order = await aCardOrder(shop);
      expect(await status(order.id)).toEqual({
        orderId: order.id,
        status: 'pending',
        transactionId: null,
        authNumber: null,
        amount: 123.4,
        currency: 'ILS',
        paymentMethod: null,
        errorCode: null,
        errorMessage: null,
        timestamp: null,
      });
    });

    it('refuses a bad id with 400, an unknown order with 404 and an unknown lang with 400', async () => {
      expect((await shop.http().get('/api/payment/status/nope').expect(400)).body.errors).toEqual([
        expect.objectContaining({ field: 'orderId' }),
      ]);
      await shop.http().get(`/api/payment/status/${UNKNOWN_ID}`).expect(404);
      const order = await aCardOrder(shop);
      expect((await shop.http().get(`/api/payment/status/${order.id}?lang=fr`).expect(400)).body.errors).toEqual([
        expect.objectContaining({ field: 'lang' }),
      ]);
    });
  });

  describe('GET /api/payment/response-codes', () => {
    it('answers the provider table in the requested language', async () => {
      const res = await shop.http().get('/api/payment/response-codes?lang=ru').expect(200);
      expect(res.body.data).toHaveLength(18);
      expect(res.body.data).toContainEqual({ code: '447', message: 'Неверный номер карты', approved: false });
      const he = await shop.http().get('/api/payment/response-codes').expect(200);
      expect(he.body.data).toContainEqual({ code: '000', message: 'העסקה אושרה', approved: true });
      await shop.http().get('/api/payment/response-codes?lang=xx').expect(400);
    });
  });

  describe('nothing a browser sends sets an order paid', () => {
    it('keeps the order pending when the success return URL is requested with Response=000', async () => {
      const order = await aCardOrder(shop);
      const fields = new URLSearchParams(providerResult(order)).toString();
      await shop.http().get(`/payment-success?${fields}`);
      await shop.http().post('/payment-success').type('form').send(providerResult(order));
      await shop.http().post(`/api/payment/status/${order.id}`).send({ payment_status: 'paid' });
      expect(await readOrder(shop, order.id)).toMatchObject({ paymentStatus: 'pending', status: 'unpaid' });
      expect((await status(order.id)).status).toBe('pending');
    });
  });
});
