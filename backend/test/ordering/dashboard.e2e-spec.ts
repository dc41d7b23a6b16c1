import { OrderPayments } from '../../src/modules/ordering/application/order-payments.port';
import { startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, aProduct, asAdmin, backdate, placeOrder } from './fixtures';

describe('admin dashboard (GET /api/dashboard)', () => {
  let shop: TestApp;
  const placed: { id: string; createdAt: Date; total: number; paid: boolean }[] = [];

  beforeAll(async () => {
    shop = await startTestApp();
    const ball = await aProduct(shop, { price: 100, stockQuantity: 100 });
    const racket = await aProduct(shop, { price: 250, stockQuantity: 100 });
    await aProduct(shop, { isActive: false });
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 0, 0));
    const thisYear = new Date(Date.UTC(now.getUTCFullYear(), 0, 1, 12, 0, 0));
    const lastYear = new Date(Date.UTC(now.getUTCFullYear() - 1, 11, 31, 23, 59, 59));
    const fixtures: { product: { id: number }; email: string; at?: Date; paid?: boolean; quantity?: number }[] = [
      { product: ball, email: 'anna@example.com' },
      { product: racket, email: 'ANNA@example.com', paid: true },
      { product: ball, email: 'boris@example.com', at: thisMonth, quantity: 2 },
      { product: racket, email: 'chen@example.com', at: thisYear, paid: true },
      { product: ball, email: 'dan@example.com', at: lastYear, paid: true },
    ];
    for (const f of fixtures) {
      const method = f.paid ? 'credit_card' : 'cash';
      const order = await placeOrder(shop, aCheckout([aLine(f.product, { quantity: f.quantity ?? 1 })], { customer_email: f.email, payment_method: method }));
      if (f.paid) await shop.app.get(OrderPayments).markPaid(order.id);
      if (f.at) await backdate(shop, order.id, f.at);
      placed.push({ id: order.id, createdAt: f.at ?? new Date(order.created_at), total: order.total_amount, paid: !!f.paid });
    }
  });
  afterAll(() => shop.close());

  it('reports the figures the orders and products imply', async () => {
    const res = await shop.http().get('/api/dashboard').set(asAdmin(shop)).expect(200);
    const view = res.body.data;
    const now = new Date();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const month = (d: Date) => d.toISOString().slice(0, 7);

    expect(view.totals).toEqual({ products: 3, orders: 5, revenue: 250 + 250 + 100, customers: 4 });

    const inMonth = placed.filter((p) => month(p.createdAt) === month(now));
    expect(view.month_orders).toBe(inMonth.length);
    expect(view.days).toHaveLength(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate());
    for (const entry of view.days) {
      const those = inMonth.filter((p) => day(p.createdAt) === entry.date);
      expect(entry).toEqual({ date: entry.date, orders: those.length, revenue: those.filter((p) => p.paid).reduce((s, p) => s + p.total, 0) });
    }
    expect(view.days.reduce((s: number, d: { orders: number }) => s + d.orders, 0)).toBe(inMonth.length);

    expect(view.months).toHaveLength(12);
    expect(view.months[0].month).toBe(`${now.getUTCFullYear()}-01`);
    for (const entry of view.months) {
      expect(entry.orders).toBe(placed.filter((p) => month(p.createdAt) === entry.month).length);
    }
    expect(view.months.reduce((s: number, m: { orders: number }) => s + m.orders, 0)).toBe(4);

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
});
