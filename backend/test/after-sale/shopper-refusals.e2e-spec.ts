import { shopDay, startOfShopDay } from 'shop-rules';
import { asAdmin } from '../ordering/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { aListeningShop, anOrder, approve, asShopper, complete, payByCard, quote, reject, requestCancellation, requestIdOf } from './fixtures';

/** Noon in Israel, `days` shop days before today (the period counts the shop's days). */
function daysAgo(days: number): Date {
  const today = shopDay(new Date(), 'Asia/Jerusalem');
  return new Date(startOfShopDay(today.year, today.month, today.day - days, 'Asia/Jerusalem').getTime() + 12 * 3_600_000);
}

/** Without the request id the error bodies of two calls are the same answer. */
const withoutRequestId = (body: Record<string, unknown>) => {
  const { requestId: _requestId, ...rest } = body;
  return rest;
};

describe('cancellation refusals, validation and privacy (after-sale, public API)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await aListeningShop();
  });
  afterAll(() => shop.close());

  describe('the period', () => {
    it('allows day 14 after pickup and refuses day 15, saying why and how to reach the shop', async () => {
      const { order } = await anOrder(shop);
      await complete(shop, order.id, daysAgo(14));
      const inTime = await quote(shop, asShopper(order)).expect(200);
      expect(new Date(inTime.body.data.deadline).getTime()).toBeGreaterThan(Date.now());

      const { order: late } = await anOrder(shop);
      await complete(shop, late.id, daysAgo(15));
      for (const call of [quote, requestCancellation]) {
        const refused = await call(shop, asShopper(late, { reason: 'changed_mind' })).expect(409);
        expect(refused.body).toMatchObject({ statusCode: 409, code: 'CANCELLATION_PERIOD_OVER' });
        expect(refused.body.message).toContain('14 days');
        expect(refused.body.message).toContain('03-765-4321');
      }
    });

    it('gives 4 months to a shopper who states the longer period applies to them', async () => {
      const { order } = await anOrder(shop);
      await complete(shop, order.id, daysAgo(60));
      expect((await quote(shop, asShopper(order)).expect(409)).body.code).toBe('CANCELLATION_PERIOD_OVER');
      const extended = await quote(shop, asShopper(order, { longer_period_statement: true })).expect(200);
      expect(extended.body.data.period).toBe('extended');
      const asked = await requestCancellation(shop, asShopper(order, { longer_period_statement: true, reason: 'changed_mind' })).expect(201);
      const id = await requestIdOf(shop, asked.body.data.request_number);
      const shown = await shop.http().get(`/api/admin/cancellation-requests/${id}`).set(asAdmin(shop)).expect(200);
      expect(shown.body.data.longer_period_statement).toBe(true);

      const { order: tooLate } = await anOrder(shop);
      await complete(shop, tooLate.id, daysAgo(130));
      expect((await quote(shop, asShopper(tooLate, { longer_period_statement: true })).expect(409)).body.code).toBe('CANCELLATION_PERIOD_OVER');
    });
  });

  it('refuses an order cancelled already', async () => {
    const { order } = await anOrder(shop);
    await shop.http().patch(`/api/orders/${order.id}/status`).set(asAdmin(shop)).send({ status: 'cancelled' }).expect(200);
    const refused = await requestCancellation(shop, asShopper(order, { reason: 'changed_mind' })).expect(409);
    expect(refused.body.code).toBe('ORDER_ALREADY_CANCELLED');
  });

  it('refuses a second open request of the same order; once decided, a new one may be made', async () => {
    const { order } = await anOrder(shop);
    const first = await requestCancellation(shop, asShopper(order, { reason: 'changed_mind' })).expect(201);
    const again = await requestCancellation(shop, asShopper(order, { reason: 'defect' })).expect(409);
    expect(again.body.code).toBe('CANCELLATION_ALREADY_REQUESTED');
    await reject(shop, await requestIdOf(shop, first.body.data.request_number), { note: 'Please call us' }).expect(200);
    await requestCancellation(shop, asShopper(order, { reason: 'defect' })).expect(201);
  });

  it('makes one request of two sent at the same moment', async () => {
    const { order } = await anOrder(shop);
    const answers = await Promise.all([1, 2, 3, 4].map(() => requestCancellation(shop, asShopper(order, { reason: 'changed_mind' }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses lines with nothing left to cancel', async () => {
    const { order } = await anOrder(shop, { checkout: { payment_method: 'credit_card' } });
    await payByCard(shop, order.id);
    const lines = [{ item_id: order.items[0].id, quantity: 2 }];
    const asked = await requestCancellation(shop, asShopper(order, { lines, reason: 'changed_mind' })).expect(201);
    await approve(shop, await requestIdOf(shop, asked.body.data.request_number)).expect(200);
    const refused = await quote(shop, asShopper(order, { lines: [{ item_id: order.items[0].id, quantity: 1 }] })).expect(409);
    expect(refused.body.code).toBe('NOTHING_TO_CANCEL');
  });

  describe('privacy: an unknown order and a wrong email or phone get the same answer', () => {
    it.each([
      ['a wrong email', (o: { order_number: string }) => ({ order_number: o.order_number, email: 'someone@else.com' })],
      ['a wrong phone', (o: { order_number: string }) => ({ order_number: o.order_number, phone: '052-999-9999' })],
      ['an unknown number', () => ({ order_number: 'ORD-1700000000000-1', email: 'dana@example.com' })],
    ])('%s: 404 ORDER_NOT_FOUND', async (_, body) => {
      const { order } = await anOrder(shop);
      const unknown = await quote(shop, { order_number: 'ORD-1-1', email: 'nobody@example.com' }).expect(404);
      for (const call of [quote, requestCancellation]) {
        const answer = await call(shop, { ...body(order), reason: 'changed_mind' }).expect(404);
        expect(withoutRequestId(answer.body)).toEqual(withoutRequestId(unknown.body));
      }
      expect(unknown.body.code).toBe('ORDER_NOT_FOUND');
      expect(unknown.body.message).not.toMatch(/email does not match|Dana|phone does not/i);
    });

    it('finds the order by its email in any case', async () => {
      const { order } = await anOrder(shop);
      await quote(shop, { order_number: ` ${order.order_number.toLowerCase()} `, email: 'DANA@Example.COM' }).expect(200);
    });
  });

  describe('bad fields: 400 naming the field', () => {
    it.each([
      ['no email nor phone', { email: undefined }, 'email'],
      ['a malformed email', { email: 'not-an-email' }, 'email'],
      ['a phone without digits', { email: undefined, phone: 'call me' }, 'phone'],
      ['no order number', { order_number: '' }, 'order_number'],
      ['lines not a list', { lines: 'all' }, 'lines'],
      ['an empty list of lines', { lines: [] }, 'lines'],
      ['a line without item_id', { lines: [{ quantity: 1 }] }, 'lines.0.item_id'],
      ['a quantity of 0', { lines: [{ item_id: 1, quantity: 0 }] }, 'lines.0.quantity'],
      ['an unknown reason', { reason: 'bored' }, 'reason'],
      ['a statement that is not true or false', { longer_period_statement: 'yes' }, 'longer_period_statement'],
      ['details over 1000 characters', { reason_details: 'x'.repeat(1001) }, 'reason_details'],
      ['an unknown field', { refund_amount: 5000 }, 'refund_amount'],
    ])('%s', async (_, over, field) => {
      const { order } = await anOrder(shop);
      const body = { ...asShopper(order), reason: 'changed_mind', ...over };
      for (const call of [quote, requestCancellation]) {
        const refused = await call(shop, body).expect(400);
        expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });

    it('a request without a reason', async () => {
      const { order } = await anOrder(shop);
      const refused = await requestCancellation(shop, asShopper(order)).expect(400);
      expect([...new Set(refused.body.errors.map((e: { field: string }) => e.field))]).toEqual(['reason']);
    });

    it('a line of another order, a line named twice, more units than are left', async () => {
      const { order } = await anOrder(shop);
      const { order: other } = await anOrder(shop);
      const cases: [object[], string][] = [
        [[{ item_id: other.items[0].id, quantity: 1 }], 'lines.0.item_id'],
        [
          [
            { item_id: order.items[0].id, quantity: 1 },
            { item_id: order.items[0].id, quantity: 1 },
          ],
          'lines.1.item_id',
        ],
        [[{ item_id: order.items[0].id, quantity: 3 }], 'lines.0.quantity'],
      ];
      for (const [lines, field] of cases) {
        const refused = await quote(shop, asShopper(order, { lines })).expect(400);
        expect(refused.body).toMatchObject({ code: 'INVALID_LINES', errors: [expect.objectContaining({ field })] });
      }
    });
  });
});

describe('the cancellation calls are rate-limited per client (CANCELLATIONS_PER_MINUTE)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { CANCELLATIONS_PER_MINUTE: '3' } });
  });
  afterAll(() => shop.close());

  it('answers 429 with Retry-After after the limit, for each of the two calls', async () => {
    const body = { order_number: 'ORD-1700000000000-1', email: 'dana@example.com', reason: 'changed_mind' };
    for (let i = 0; i < 3; i++) await quote(shop, body).expect(404);
    const limited = await quote(shop, body).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await requestCancellation(shop, body).expect(404);
    await requestCancellation(shop, body).expect(429);
  });
});
