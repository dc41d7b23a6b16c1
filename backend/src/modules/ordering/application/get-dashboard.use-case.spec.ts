import type { AppConfig } from '../../../shared/config/app-config';
import { dashboardPeriods, GetDashboardQuery, shapeDashboard } from './get-dashboard.use-case';
import { DashboardAggregates, DashboardReadModel } from './dashboard-read-model.port';

function someAggregates(over: Partial<DashboardAggregates> = {}): DashboardAggregates {
  return {
    products: 4,
    orders: 9,
    revenue: 12_345,
    customers: 3,
    perDay: new Map(),
    perMonth: new Map(),
    today: [],
    todayCount: 0,
    monthCount: 0,
    openCancellationRequests: 0,
    ...over,
  };
}

describe('dashboard calendar', () => {
  const now = new Date('2024-02-10T23:30:00.000Z');
  const ISRAEL = 'Asia/Jerusalem';

  it('reports on UTC day, month and year when the shop keeps UTC', () => {
    expect(dashboardPeriods(now, 'UTC')).toMatchObject({
      monthStart: new Date('2024-02-01T00:00:00.000Z'),
      monthEnd: new Date('2024-03-01T00:00:00.000Z'),
      yearStart: new Date('2024-01-01T00:00:00.000Z'),
      yearEnd: new Date('2025-01-01T00:00:00.000Z'),
      dayStart: new Date('2024-02-10T00:00:00.000Z'),
      dayEnd: new Date('2024-02-11T00:00:00.000Z'),
    });
  });

  it('reports on the Israeli day: 23:30 UTC on 10 February is already the 11th in Israel', () => {
    const periods = dashboardPeriods(now, ISRAEL);
    expect(periods).toMatchObject({
      monthStart: new Date('2024-01-31T22:00:00.000Z'),
      monthEnd: new Date('2024-02-29T22:00:00.000Z'),
      yearStart: new Date('2023-12-31T22:00:00.000Z'),
      yearEnd: new Date('2024-12-31T22:00:00.000Z'),
      dayStart: new Date('2024-02-10T22:00:00.000Z'),
      dayEnd: new Date('2024-02-11T22:00:00.000Z'),
    });
    expect(periods.days).toHaveLength(29);
    expect(periods.days[0]).toEqual({ label: '2024-02-01', end: new Date('2024-02-01T22:00:00.000Z') });
    expect(periods.days[28]).toEqual({ label: '2024-02-29', end: new Date('2024-02-29T22:00:00.000Z') });
    // Summer time (UTC+3) starts on 29 March 2024: April's first day begins at 21:00 UTC.
    expect(periods.months[2]).toEqual({ label: '2024-03', end: new Date('2024-03-31T21:00:00.000Z') });
    expect(periods.months[11]).toEqual({ label: '2024-12', end: new Date('2024-12-31T22:00:00.000Z') });
  });

  it('lists every day of the month and all twelve months, zero where nothing happened', () => {
    const view = shapeDashboard(
      someAggregates({
        perDay: new Map([['2024-02-10', { orders: 2, revenue: 1_050 }]]),
        perMonth: new Map([['2024-02', 5]]),
      }),
      dashboardPeriods(now, ISRAEL),
      ISRAEL,
    );
    expect(view.time_zone).toBe(ISRAEL);
    expect(view.days).toHaveLength(29); // 2024 is a leap year
    expect(view.days[9]).toEqual({ date: '2024-02-10', orders: 2, revenue: 10.5 });
    expect(view.days[0]).toEqual({ date: '2024-02-01', orders: 0, revenue: 0 });
    expect(view.months).toHaveLength(12);
    expect(view.months[1]).toEqual({ month: '2024-02', orders: 5 });
    expect(view.totals).toEqual({ products: 4, orders: 9, revenue: 123.45, customers: 3 });
  });
});

describe('GetDashboardQuery', () => {
  class CountingReadModel extends DashboardReadModel {
    calls = 0;
    aggregate(): Promise<DashboardAggregates> {
      this.calls += 1;
      return new Promise((resolve) => setTimeout(() => resolve(someAggregates({ orders: this.calls })), 5));
    }
  }

  it('lets simultaneous requests share one aggregation, and computes afresh afterwards', async () => {
    const readModel = new CountingReadModel();
    const query = new GetDashboardQuery(readModel, { shopTimeZone: 'Asia/Jerusalem' } as AppConfig);
    const [first, second] = await Promise.all([query.execute(), query.execute()]);
    expect(readModel.calls).toBe(1);
    expect(first.totals.orders).toBe(1);
    expect(second.totals.orders).toBe(1);
    expect((await query.execute()).totals.orders).toBe(2);
  });
});
