import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { checkedRequest } from '../support/checked-request';
import { createApp } from '../../src/app.factory';
import { RefundGateway } from '../../src/modules/after-sale/application/refund-gateway.port';
import { asAdmin } from '../ordering/fixtures';
import { bearer, shopConfigFor, TestApp } from '../support/test-app';
import {
  aListeningShop,
  anOrder,
  approve,
  asShopper,
  cancellationEmail,
  orderRow,
  outboxNamesOf,
  payByCard,
  refundsOf,
  reject,
  requestCancellation,
  markPaidInCash,
  requestIdOf,
  shownRequest,
  stockOf,
} from './fixtures';

/** The sandbox's card whose charges are approved and whose refunds are declined. */
const REFUND_DECLINED_CARD = '4580000000009004';
/** The sandbox's card whose refunds get no certain answer, as after a timeout. */
const REFUND_UNANSWERED_CARD = '4580000000009005';

describe('staff decide cancellation requests and refund orders (after-sale, back-office API)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await aListeningShop();
  });
  afterAll(() => shop.close());

  const refundOrder = (orderId: string, body: object) =>
    shop.http().post(`/api/admin/orders/${orderId}/refunds`).set(asAdmin(shop)).send(body);

  /** A paid card order of ₪2,000 with an open request for the whole of it. */
  async function aRequestedCardOrder(card?: string) {
    const placed = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await payByCard(shop, placed.order.id, card);
    const asked = await requestCancellation(shop, asShopper(placed.order, { reason: 'changed_mind' })).expect(201);
    return { ...placed, requestId: await requestIdOf(shop, asked.body.data.request_number) };
  }

  describe('the list and one request', () => {
    it('filters by state and order, newest first, with Content-Range; refuses an unknown state naming it', async () => {
      const { order, requestId } = await aRequestedCardOrder();
      const open = await shop
        .http()
        .get('/api/admin/cancellation-requests')
        .query({ filter: JSON.stringify({ state: 'open' }), sort: '["created_at","DESC"]', range: '[0,9]' })
        .set(asAdmin(shop))
        .expect(200);
      expect(open.body.data[0]).toMatchObject({ id: requestId, state: 'open', order_number: order.order_number });
      expect(open.headers['content-range']).toMatch(/^cancellation-requests 0-\d+\/\d+$/);
      const ofOrder = await shop
        .http()
        .get('/api/admin/cancellation-requests')
        .query({ filter: JSON.stringify({ order_id: order.id }) })
        .set(asAdmin(shop))
        .expect(200);
      expect(ofOrder.body).toMatchObject({ total: 1, data: [{ id: requestId }] });
      const approved = await shop
        .http()
        .get('/api/admin/cancellation-requests')
        .query({ filter: JSON.stringify({ state: 'approved', order_id: order.id }) })
        .set(asAdmin(shop))
        .expect(200);
      expect(approved.body.total).toBe(0);

      const bad = await shop
        .http()
        .get('/api/admin/cancellation-requests')
        .query({ filter: JSON.stringify({ state: 'waiting' }) })
        .set(asAdmin(shop))
        .expect(400);
      expect(bad.body.errors[0].field).toBe('filter.state');
      await shop.http().get('/api/admin/cancellation-requests/999999').set(asAdmin(shop)).expect(404);
      await shop.http().get('/api/admin/cancellation-requests').expect(401);
      await shop.http().get('/api/admin/cancellation-requests').set('Authorization', bearer(shop.userToken)).expect(403);
    });
  });

  describe('rejecting', () => {
    it('needs a note, emails it to the shopper, leaves the order as it was; a decided request is not decided again', async () => {
      const { order, products, requestId } = await aRequestedCardOrder();
      const noNote = await reject(shop, requestId, {}).expect(400);
      expect(noNote.body.errors[0].field).toBe('note');
      await reject(shop, requestId, { note: '   ' }).expect(400);

      const rejected = await reject(shop, requestId, { note: 'The shoes were worn outside' }).expect(200);
      expect(rejected.body.data).toMatchObject({ state: 'rejected', staff_note: 'The shoes were worn outside', refund_id: null });
      const email = await cancellationEmail(shop, order.order_number, 'rejected');
      expect(email.text).toContain('הערת החנות: The shoes were worn outside');
      expect(await orderRow(shop, order.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid', cancellationRequested: false });
      expect(await stockOf(shop, products[0])).toBe(8);

      expect((await approve(shop, requestId).expect(409)).body.code).toBe('CANCELLATION_REQUEST_DECIDED');
      expect((await reject(shop, requestId, { note: 'again' }).expect(409)).body.code).toBe('CANCELLATION_REQUEST_DECIDED');
    });
  });

  describe('a provider refusal', () => {
    it('answers 422 with the provider’s message, keeps the request open with it, records the failed refund, changes nothing else', async () => {
      const { order, products, requestId } = await aRequestedCardOrder(REFUND_DECLINED_CARD);
      const refused = await approve(shop, requestId).expect(422);
      expect(refused.body).toMatchObject({ code: 'REFUND_DECLINED', message: 'העסקה סורבה (004)' });

      const shown = await shop.http().get(`/api/admin/cancellation-requests/${requestId}`).set(asAdmin(shop)).expect(200);
      expect(shown.body.data).toMatchObject({ state: 'open', provider_message: 'העסקה סורבה (004)', refund_id: null, decided_at: null });
      expect(await refundsOf(shop, order.id)).toEqual([
        expect.objectContaining({ state: 'failed', method: 'credit_card', amount: 1900, provider_message: 'העסקה סורבה (004)' }),
      ]);
      const row = await orderRow(shop, order.id);
      expect(row).toMatchObject({ status: 'paid', paymentStatus: 'paid', refundedAmount: 0, cancellationRequested: true });
      expect(row.items.every((item) => item.cancelledQuantity === 0)).toBe(true);
      expect(await stockOf(shop, products[0])).toBe(8);

      // Still open: staff may try again (the same answer) or reject it.
      await approve(shop, requestId).expect(422);
      await reject(shop, requestId, { note: 'Refunded by bank transfer' }).expect(200);
    });

    it('of approvals sent at once for the version shown, the provider is asked once; the shown version is then refused', async () => {
      const { order, requestId } = await aRequestedCardOrder(REFUND_DECLINED_CARD);
      const shown = await shownRequest(shop, requestId);
      const asked = jest.spyOn(shop.app.get(RefundGateway), 'refund');
      try {
        const answers = await Promise.all([1, 2, 3, 4].map(() => approve(shop, requestId, { version: shown.version })));
        expect(asked).toHaveBeenCalledTimes(1);
        expect(answers.map((a) => a.status).sort()).toEqual([409, 409, 409, 422]);
        for (const answer of answers.filter((a) => a.status === 409)) {
          expect(['CANCELLATION_REQUEST_DECIDED', 'CANCELLATION_REQUEST_CHANGED']).toContain(answer.body.code);
        }
        expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ state: 'failed' })]);

        // Reopened by the refusal at a new version: what staff were shown before is decided no more.
        const now = await shownRequest(shop, requestId);
        expect(now).toMatchObject({ state: 'open', provider_message: 'העסקה סורבה (004)' });
        expect(now.version).toBeGreaterThan(shown.version);
        const stale = await approve(shop, requestId, { version: shown.version }).expect(409);
        expect(stale.body).toMatchObject({ code: 'CANCELLATION_REQUEST_CHANGED', message: expect.stringContaining('reload') });
        expect((await reject(shop, requestId, { version: shown.version, note: 'No' }).expect(409)).body.code).toBe(
          'CANCELLATION_REQUEST_CHANGED',
        );
        expect(asked).toHaveBeenCalledTimes(1);
        expect(await refundsOf(shop, order.id)).toHaveLength(1);

        // The version now shown is decided as usual.
        await approve(shop, requestId, { version: now.version }).expect(422);
        expect(asked).toHaveBeenCalledTimes(2);
      } finally {
        asked.mockRestore();
      }
    });

    it('refuses an approval or a rejection without a version, naming the field', async () => {
      const { requestId } = await aRequestedCardOrder();
      const noVersion = await approve(shop, requestId, { version: undefined }).expect(400);
      expect(noVersion.body.errors[0].field).toBe('version');
      const badVersion = await reject(shop, requestId, { version: 'one', note: 'x' }).expect(400);
      expect(badVersion.body.errors[0].field).toBe('version');
      expect((await shownRequest(shop, requestId)).state).toBe('open');
    });
  });

  describe('a refund sent without a certain answer', () => {
    it('answers 502, keeps the refund pending and the order locked, and lets no second refund through', async () => {
      const { order, requestId, products } = await aRequestedCardOrder(REFUND_UNANSWERED_CARD);
      const unknown = await approve(shop, requestId, { note: 'Returned' }).expect(502);
      expect(unknown.body.code).toBe('REFUND_OUTCOME_UNKNOWN');
      expect(unknown.body.message).toContain('Check the refund at the provider');
      expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ state: 'pending', amount: 1900, method: 'credit_card' })]);

      // Neither the approval again nor a refund from the desk may ask the provider a second time.
      expect((await approve(shop, requestId).expect(409)).body.code).toBe('CANCELLATION_REQUEST_DECIDED');
      const other = await refundOrder(order.id, { request_key: randomUUID(), charge_fee: false }).expect(409);
      expect(other.body.code).toBe('REFUND_IN_PROGRESS');
      expect(await refundsOf(shop, order.id)).toHaveLength(1);
      expect(await orderRow(shop, order.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid', refundedAmount: 0 });
      expect(await stockOf(shop, products[0])).toBe(8);
    });
  });

  describe('the quote staff confirm before a refund', () => {
    const quoteApproval = (requestId: number, body: object = {}) =>
      shop.http().post(`/api/admin/cancellation-requests/${requestId}/quote`).set(asAdmin(shop)).send(body);
    const quoteRefund = (orderId: string, body: object) =>
      shop.http().post(`/api/admin/orders/${orderId}/refunds/quote`).set(asAdmin(shop)).send(body);

    it('of an approval: the amount, the way back and the fee, writing nothing; the approval then refunds that amount', async () => {
      const { order, products, requestId } = await aRequestedCardOrder();
      const before = await shownRequest(shop, requestId);
      const quoted = await quoteApproval(requestId).expect(200);
      expect(quoted.body.data).toMatchObject({ amount: 1900, goods_amount: 2000, delivery_amount: 0, fee: 100, method: 'credit_card' });
      expect(quoted.body.data.items).toHaveLength(2);
      const waived = await quoteApproval(requestId, { waive_fee: true }).expect(200);
      expect(waived.body.data).toMatchObject({ amount: 2000, fee: 0, method: 'credit_card' });

      expect(await refundsOf(shop, order.id)).toEqual([]);
      expect(await shownRequest(shop, requestId)).toMatchObject({ state: 'open', version: before.version });
      expect(await orderRow(shop, order.id)).toMatchObject({ paymentStatus: 'paid', refundedAmount: 0 });
      expect(await stockOf(shop, products[0])).toBe(8);

      await approve(shop, requestId).expect(200);
      expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ state: 'succeeded', amount: 1900, fee: 100 })]);
      expect((await quoteApproval(requestId).expect(409)).body.code).toBe('CANCELLATION_REQUEST_DECIDED');
      expect((await quoteApproval(999999).expect(404)).body.code).toBe('CANCELLATION_REQUEST_NOT_FOUND');
      expect((await quoteApproval(requestId, { waive_fee: 'yes' }).expect(400)).body.errors[0].field).toBe('waive_fee');
    });

    it('of a refund from the desk: chosen lines with the fee, a cash order paid back at the store; bad fields named', async () => {
      const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
      await payByCard(shop, order.id);
      const oneLine = await quoteRefund(order.id, { lines: [{ item_id: order.items[1].id, quantity: 1 }], charge_fee: true }).expect(200);
      expect(oneLine.body.data).toMatchObject({ amount: 950, goods_amount: 1000, fee: 50, method: 'credit_card' });
      expect(oneLine.body.data.items).toEqual([expect.objectContaining({ item_id: order.items[1].id, quantity: 1, amount: 1000 })]);
      const whole = await quoteRefund(order.id, { charge_fee: false }).expect(200);
      expect(whole.body.data).toMatchObject({ amount: 2000, fee: 0, method: 'credit_card' });
      expect(await refundsOf(shop, order.id)).toEqual([]);

      const cash = (await anOrder(shop, { checkout: { payment_method: 'cash' } })).order;
      await markPaidInCash(shop, cash.id);
      expect((await quoteRefund(cash.id, { charge_fee: false }).expect(200)).body.data).toMatchObject({ amount: 2000, method: 'cash' });
      const unpaid = (await anOrder(shop, { checkout: { payment_method: 'cash' } })).order;
      expect((await quoteRefund(unpaid.id, { charge_fee: false }).expect(200)).body.data).toMatchObject({ amount: 0, method: 'none' });

      expect((await quoteRefund(order.id, { charge_fee: 'no' }).expect(400)).body.errors[0].field).toBe('charge_fee');
      const badLine = await quoteRefund(order.id, { lines: [{ item_id: order.items[0].id, quantity: 0 }], charge_fee: false }).expect(400);
      expect(badLine.body.errors[0].field).toMatch(/^lines\.0\.quantity$/);
      expect((await quoteRefund(randomUUID(), { charge_fee: false }).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
    });
  });

  describe('exactly one refund', () => {
    it('of five approvals sent at once, one refunds and the others are told the request is decided', async () => {
      const { order, products, requestId } = await aRequestedCardOrder();
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => approve(shop, requestId)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'CANCELLATION_REQUEST_DECIDED')).toBe(true);
      expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ state: 'succeeded', amount: 1900 })]);
      expect([await stockOf(shop, products[0]), await stockOf(shop, products[1])]).toEqual([10, 10]);
      expect(await orderRow(shop, order.id)).toMatchObject({ refundedAmount: 1900, paymentStatus: 'refunded' });
    });

    it('a direct refund with the same request_key twice, and twice at once, is one refund', async () => {
      const { order, products } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
      await payByCard(shop, order.id);
      const key = randomUUID();
      const lines = [{ item_id: order.items[0].id, quantity: 1 }];
      const [a, b] = await Promise.all([1, 2].map(() => refundOrder(order.id, { request_key: key, lines, charge_fee: true })));
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.data.id).toBe(b.body.data.id);
      expect(a.body.data).toMatchObject({
        amount: 475,
        goods_amount: 500,
        fee: 25,
        method: 'credit_card',
        state: 'succeeded',
        cancellation_request_id: null,
      });
      const again = await refundOrder(order.id, { request_key: key, lines, charge_fee: true }).expect(201);
      expect(again.body.data.id).toBe(a.body.data.id);
      expect(await refundsOf(shop, order.id)).toHaveLength(1);
      expect(await stockOf(shop, products[0])).toBe(9);
      expect(await orderRow(shop, order.id)).toMatchObject({ status: 'paid', paymentStatus: 'partly_refunded', refundedAmount: 475 });

      // The same key on another order is refused; a new key refunds the rest, without fee.
      const { order: other } = await anOrder(shop);
      expect((await refundOrder(other.id, { request_key: key, charge_fee: false }).expect(422)).body.code).toBe('REFUND_KEY_REUSED');
      const rest = await refundOrder(order.id, { request_key: randomUUID(), charge_fee: false, note: 'Goodwill' }).expect(201);
      expect(rest.body.data).toMatchObject({ amount: 1500, fee: 0, note: 'Goodwill' });
      expect(await orderRow(shop, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 1975 });
      expect((await refundOrder(order.id, { request_key: randomUUID(), charge_fee: false }).expect(409)).body.code).toBe(
        'ORDER_ALREADY_REFUNDED',
      );
    });

    it('a direct refund emails the shopper in the order’s language, once, whatever the retries', async () => {
      const { order, products } = await anOrder(shop, { checkout: { payment_method: 'credit_card', language: 'ru' } });
      await payByCard(shop, order.id);
      const key = randomUUID();
      const lines = [{ item_id: order.items[1].id, quantity: 1 }];
      await Promise.all([1, 2].map(() => refundOrder(order.id, { request_key: key, lines, charge_fee: true, note: 'Звонок в магазин' })));
      await refundOrder(order.id, { request_key: key, lines, charge_fee: true }).expect(201);

      const email = await cancellationEmail(shop, order.order_number, 'refunded');
      expect(email.subject).toBe(`Возврат по заказу ${order.order_number}`);
      expect(email.headers).toContain('Content-Language: ru');
      expect(email.text).toContain(`Мы оформили возврат по заказу ${order.order_number}.`);
      expect(email.text).toContain(`- ${products[1].name} × 1`);
      expect(email.text).toContain('Плата за отмену: −₪50.00');
      expect(email.text).toContain('Сумма возврата: ₪950.00');
      expect(email.text).toContain('Деньги вернутся на карту, которой вы платили.');
      // Staff's note is for the desk, not the shopper.
      expect(email.text).not.toContain('Звонок в магазин');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await outboxNamesOf(shop, order.order_number)).filter((n) => n.endsWith('-cancellation-refunded.eml'))).toHaveLength(1);
    });

    it('a direct refund is made and recorded when its email cannot be sent', async () => {
      const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
      await payByCard(shop, order.id);
      // The outbox folder is a file for a moment: every email written there fails.
      const outbox = join(shop.dataDir, 'outbox');
      // (Tried again when another email of the shop's makes the folder anew in between.)
      for (let attempt = 0; ; attempt++) {
        try {
          await rm(outbox, { recursive: true, force: true });
          await writeFile(outbox, 'not a folder');
          break;
        } catch (error) {
          if (attempt === 20) throw error;
        }
      }
      try {
        const made = await refundOrder(order.id, { request_key: randomUUID(), charge_fee: false }).expect(201);
        expect(made.body.data).toMatchObject({ amount: 2000, state: 'succeeded' });
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        await rm(outbox, { force: true });
        await mkdir(outbox, { recursive: true });
      }
      expect(await orderRow(shop, order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 2000 });
      expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ state: 'succeeded', amount: 2000 })]);
      expect(await outboxNamesOf(shop, order.order_number)).not.toContainEqual(expect.stringMatching(/cancellation-refunded/));
    });

    it('a declined direct refund is recorded failed; the same key answers the same refusal', async () => {
      const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
      await payByCard(shop, order.id, REFUND_DECLINED_CARD);
      const key = randomUUID();
      const refused = await refundOrder(order.id, { request_key: key, charge_fee: false }).expect(422);
      expect(refused.body).toMatchObject({ code: 'REFUND_DECLINED', message: 'העסקה סורבה (004)' });
      expect((await refundOrder(order.id, { request_key: key, charge_fee: false }).expect(422)).body.message).toBe('העסקה סורבה (004)');
      expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ state: 'failed' })]);
      expect(await orderRow(shop, order.id)).toMatchObject({ paymentStatus: 'paid', refundedAmount: 0 });
    });

    it('refuses bad fields naming them', async () => {
      const { order } = await anOrder(shop);
      const cases: [object, string][] = [
        [{ charge_fee: false }, 'request_key'],
        [{ request_key: 'twice', charge_fee: false }, 'request_key'],
        [{ request_key: randomUUID() }, 'charge_fee'],
        [{ request_key: randomUUID(), charge_fee: 'no' }, 'charge_fee'],
        [{ request_key: randomUUID(), charge_fee: false, lines: [{ item_id: order.items[0].id, quantity: 0 }] }, 'lines.0.quantity'],
        [{ request_key: randomUUID(), charge_fee: false, note: 'x'.repeat(1001) }, 'note'],
      ];
      for (const [body, field] of cases) {
        const refused = await refundOrder(order.id, body).expect(400);
        expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      expect((await refundOrder('not-a-uuid', { request_key: randomUUID(), charge_fee: false }).expect(400)).body.errors[0].field).toBe(
        'id',
      );
      expect((await refundOrder(randomUUID(), { request_key: randomUUID(), charge_fee: false }).expect(404)).body.code).toBe(
        'ORDER_NOT_FOUND',
      );
      const waive = await approve(shop, 1, { waive_fee: 'yes' }).expect(400);
      expect(waive.body.errors[0].field).toBe('waive_fee');
    });
  });

  describe('the orders desk and the dashboard', () => {
    it('lists the orders with an open request (also with a search), counts them on the dashboard, refuses another filter value', async () => {
      const desk = (filter: object) =>
        shop
          .http()
          .get('/api/orders')
          .query({ filter: JSON.stringify(filter), range: '[0,99]' })
          .set(asAdmin(shop));
      const openBefore = (await desk({ cancellation: 'open' }).expect(200)).body.total;
      const countBefore = (await shop.http().get('/api/dashboard').set(asAdmin(shop)).expect(200)).body.data.open_cancellation_requests;
      expect(countBefore).toBe(openBefore);

      const { order: waiting } = await anOrder(shop, { checkout: { customer_name: 'Yael Cancelling' } });
      await requestCancellation(shop, asShopper(waiting, { reason: 'changed_mind' })).expect(201);
      const { order: quiet } = await anOrder(shop, { checkout: { customer_name: 'Yael Keeping' } });

      const open = await desk({ cancellation: 'open' }).expect(200);
      expect(open.body.total).toBe(openBefore + 1);
      expect(open.body.data.map((o: { id: string }) => o.id)).toContain(waiting.id);
      expect(open.body.data.map((o: { id: string }) => o.id)).not.toContain(quiet.id);
      const searched = await desk({ cancellation: 'open', q: 'yael' }).expect(200);
      expect(searched.body.data.map((o: { id: string }) => o.id)).toEqual([waiting.id]);
      const byStatus = await desk({ cancellation: 'open', status: 'new', q: 'Yael' }).expect(200);
      expect(byStatus.body.total).toBe(1);
      expect((await shop.http().get('/api/dashboard').set(asAdmin(shop)).expect(200)).body.data.open_cancellation_requests).toBe(
        countBefore + 1,
      );

      const refused = await desk({ cancellation: 'closed' }).expect(400);
      expect(refused.body.errors[0].field).toBe('cancellation');
    });
  });
});

describe('two instances approving the same request at once (after-sale)', () => {
  let shop: TestApp;
  let second: NestExpressApplication;

  /** A second process of the same shop: the same MySQL database, or the same embedded database file. */
  beforeAll(async () => {
    shop = await aListeningShop();
    const url = (shop.app.get(DataSource).options as { url?: string }).url;
    second = await createApp(
      shopConfigFor({
        NODE_ENV: 'test',
        DATA_DIR: shop.dataDir,
        PUBLIC_URL: 'http://shop.test',
        DEMO_DATA: 'false',
        ...(process.env.DATABASE_URL && url ? { DATABASE_URL: url } : {}),
      }),
      { logger: false },
    );
    await second.init();
  });
  afterAll(async () => {
    await second.close();
    await shop.close();
  });

  it('gives exactly one refund, whichever instance wins', async () => {
    const { order, products } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await payByCard(shop, order.id);
    const asked = await requestCancellation(shop, asShopper(order, { reason: 'changed_mind' })).expect(201);
    const id = await requestIdOf(shop, asked.body.data.request_number);
    const { version } = await shownRequest(shop, id);
    const on = (app: NestExpressApplication) =>
      checkedRequest(app).post(`/api/admin/cancellation-requests/${id}/approve`).set(asAdmin(shop)).send({ version });
    const answers = await Promise.all([on(shop.app), on(second), on(shop.app), on(second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await refundsOf(shop, order.id)).toEqual([expect.objectContaining({ state: 'succeeded', amount: 1900 })]);
    expect([await stockOf(shop, products[0]), await stockOf(shop, products[1])]).toEqual([10, 10]);
  });
});
