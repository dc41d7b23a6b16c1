import { OrderPayments } from '../../src/modules/ordering/application/order-payments.port';
import { dayLabel, shopDay, startOfShopDay } from '../../src/shared/domain/shop-calendar';
import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, backdate, placeOrder } from './fixtures';

// The shop's clock (SHOP_TIME_ZONE's default): its days and months, not UTC's.
const ISRAEL = 'Asia/Jerusalem';
const israeliDay = (d: Date) => dayLabel(shopDay(d, ISRAEL));
const israeliMonth = (d: Date) => israeliDay(d).slice(0, 7);
const MINUTE = 60_000;

describe('admin dashboard (GET /api/dashboard)', () => {
  let shop: TestApp;
  const placed: { id: string; createdAt: Date; total: number; paid: boolean }[] = [];

  beforeAll(async () => {
    shop = await startTestApp();
    const ball = await aProduct(shop, { price: 100, stockQuantity: 100 });
    const racket = await aProduct(shop, { price: 250, stockQuantity: 100 });
    await aProduct(shop, { isActive: false });
    const { year, month } = shopDay(new Date(), ISRAEL);
    const thisMonth = new Date(Date.UTC(year, month - 1, 1, 0, 0, 0));
    const thisYear = new Date(Date.UTC(year, 0, 1, 12, 0, 0));
    // 23:59 UTC on 31 December is already the new year in Israel: it counts in this year's January.
    const newYearInIsrael = new Date(Date.UTC(year - 1, 11, 31, 23, 59, 59));
    const lastYear = new Date(Date.UTC(year - 1, 11, 31, 12, 0, 0));
    // 23:30 Israeli time on the 1st (still the 1st in UTC too) and 00:30 on the 2nd (the 1st in UTC).
    const lateOnTheFirst = new Date(startOfShopDay(year, month, 2, ISRAEL).getTime() - 30 * MINUTE);
    const earlyOnTheSecond = new Date(startOfShopDay(year, month, 2, ISRAEL).getTime() + 30 * MINUTE);
    const fixtures: { product: { id: number }; email: string; at?: Date; paid?: boolean; quantity?: number }[] = [
      { product: ball, email: 'anna@example.com' },
      { product: racket, email: 'ANNA@example.com', paid: true },
      { product: ball, email: 'boris@example.com', at: thisMonth, quantity: 2 },
      { product: racket, email: 'chen@example.com', at: thisYear, paid: true },
      { product: ball, email: 'dan@example.com', at: lastYear, paid: true },
      { product: ball, email: 'eli@example.com', at: newYearInIsrael },
      { product: ball, email: 'eli@example.com', at: lateOnTheFirst },
      { product: ball, email: 'eli@example.com', at: earlyOnTheSecond },
    ];
    for (const f of fixtures) {
      const method = f.paid ? 'credit_card' : 'cash';
      const order = await placeOrder(
        shop,
        aCheckout([aLine(f.product, { quantity: f.quantity ?? 1 })], { customer_email: f.email, payment_method: method }),
      );
      if (f.paid) await shop.app.get(OrderPayments).markPaid(order.id, { paidWith: 'credit_card', installments: 1 });
      if (f.at) await backdate(shop, order.id, f.at);
      placed.push({ id: order.id, createdAt: f.at ?? new Date(order.created_at), total: order.total_amount, paid: !!f.paid });
    }
  });
  afterAll(() => shop.close());

  it('reports the figures the orders and products imply', async () => {
    const res = await shop.http().get('/api/dashboard').set(asAdmin(shop)).expect(200);
    const view = res.body.data;
    const now = new Date();
    const day = israeliDay;
    const month = israeliMonth;

    expect(view.time_zone).toBe(ISRAEL);
    expect(view.totals).toEqual({ products: 3, orders: 8, revenue: 250 + 250 + 100, customers: 5 });

    const inMonth = placed.filter((p) => month(p.createdAt) === month(now));
    expect(view.month_orders).toBe(inMonth.length);
    const { year, month: monthNumber } = shopDay(now, ISRAEL);
    expect(view.days).toHaveLength(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate());
    for (const entry of view.days) {
      const those = inMonth.filter((p) => day(p.createdAt) === entry.date);
      expect(entry).toEqual({
        date: entry.date,
        orders: those.length,
        revenue: those.filter((p) => p.paid).reduce((s, p) => s + p.total, 0),
      });
    }
    expect(view.days.reduce((s: number, d: { orders: number }) => s + d.orders, 0)).toBe(inMonth.length);

    expect(view.months).toHaveLength(12);
    expect(view.months[0].month).toBe(`${year}-01`);
    for (const entry of view.months) {
      expect(entry.orders).toBe(placed.filter((p) => month(p.createdAt) === entry.month).length);
    }
    expect(view.months.reduce((s: number, m: { orders: number }) => s + m.orders, 0)).toBe(7);

    const today = placed.filter((p) => day(p.createdAt) === day(now));
    expect(view.today.count).toBe(today.length);
    expect(view.today.orders.map((o: { id: string }) => o.id).sort()).toEqual(today.map((p) => p.id).sort());
    expect(view.today.orders[0]).toEqual({
      id: expect.any(String),
      order_number: expect.stringMatching(/^ORD-/),
      customer_name: 'Dana Levi',
      total_amount: expect.any(Number),
      status: expect.any(String),
      payment_status: expect.any(String),
      created_at: expect.any(String),
    });
  });

  it('counts an order on the Israeli day it was placed, not the UTC one', async () => {
    const view = (await shop.http().get('/api/dashboard').set(asAdmin(shop)).expect(200)).body.data;
    const [first, second] = view.days;
    // 23:30 on the 1st in Israel: the 1st. 00:30 on the 2nd in Israel is 21:30 or 22:30 UTC on the 1st: the 2nd.
    expect(first.orders).toBe(placed.filter((p) => israeliDay(p.createdAt) === first.date).length);
    expect(placed.filter((p) => israeliDay(p.createdAt) === second.date).length).toBeGreaterThanOrEqual(1);
    expect(second.orders).toBe(placed.filter((p) => israeliDay(p.createdAt) === second.date).length);
    expect(second.orders).not.toBe(placed.filter((p) => p.createdAt.toISOString().slice(0, 10) === second.date).length);
    // The new year's first Israeli hours hold an order placed on 31 December UTC.
    expect(view.months[0].orders).toBe(placed.filter((p) => israeliMonth(p.createdAt) === view.months[0].month).length);
  });
});
