import { Injectable } from '@nestjs/common';
import { toShekels } from 'shop-rules';
import { AppConfig } from '../../../shared/config/app-config';
import { dayLabel, daysInMonth, monthLabel, shopDay, startOfShopDay } from '../../../shared/domain/shop-calendar';
import { DashboardAggregates, DashboardPeriods, DashboardReadModel } from './dashboard-read-model.port';

export interface DashboardView {
  /** The shop's time zone: its days and months below, and the one staff read times in. */
  time_zone: string;
  totals: { products: number; orders: number; revenue: number; customers: number };
  /** Every day of the shop's current month, days without orders included. */
  days: { date: string; orders: number; revenue: number }[];
  /** The twelve months of the shop's current year. */
  months: { month: string; orders: number }[];
  today: {
    count: number;
    orders: {
      id: string;
      order_number: string;
      customer_name: string;
      total_amount: number;
      status: string;
      payment_status: string;
      created_at: string;
    }[];
  };
  month_orders: number;
  /** Cancellation requests waiting for staff. */
  open_cancellation_requests: number;
}

/** The shop's day, month and year around `now`, as UTC instants, with every day and month boundary. */
export function dashboardPeriods(now: Date, timeZone: string): DashboardPeriods {
  const { year, month, day } = shopDay(now, timeZone);
  const start = (y: number, m: number, d: number) => startOfShopDay(y, m, d, timeZone);
  return {
    monthStart: start(year, month, 1),
    monthEnd: start(year, month + 1, 1),
    yearStart: start(year, 1, 1),
    yearEnd: start(year + 1, 1, 1),
    dayStart: start(year, month, day),
    dayEnd: start(year, month, day + 1),
    days: Array.from({ length: daysInMonth(year, month) }, (_, i) => ({
      label: dayLabel({ year, month, day: i + 1 }),
      end: start(year, month, i + 2),
    })),
    months: Array.from({ length: 12 }, (_, i) => ({ label: monthLabel({ year, month: i + 1 }), end: start(year, i + 2, 1) })),
  };
}

/** Lays the aggregates on the shop's calendar: one entry per day of the month and per month of the year. */
export function shapeDashboard(aggregates: DashboardAggregates, periods: DashboardPeriods, timeZone: string): DashboardView {
  const days = periods.days.map(({ label: date }) => {
    const day = aggregates.perDay.get(date);
    return { date, orders: day?.orders ?? 0, revenue: toShekels(day?.revenue ?? 0) };
  });
  const months = periods.months.map(({ label: month }) => ({ month, orders: aggregates.perMonth.get(month) ?? 0 }));
  return {
    time_zone: timeZone,
    totals: {
      products: aggregates.products,
      orders: aggregates.orders,
      revenue: toShekels(aggregates.revenue),
      customers: aggregates.customers,
    },
    days,
    months,
    today: {
      count: aggregates.todayCount,
      orders: aggregates.today.map((o) => ({
        id: o.id,
        order_number: o.orderNumber,
        customer_name: o.customerName,
        total_amount: toShekels(o.totalAmount),
        status: o.status,
        payment_status: o.paymentStatus,
        created_at: o.createdAt.toISOString(),
      })),
    },
    month_orders: aggregates.monthCount,
    open_cancellation_requests: aggregates.openCancellationRequests,
  };
}

/**
 * Admin dashboard: real figures from orders and products, by SQL aggregation, in the shop's days
 * (SHOP_TIME_ZONE, Asia/Jerusalem by default: an order at 23:30 in Tel Aviv belongs to that evening's
 * day, not the next UTC one). Staff who open it at the same moment share one computation (per shop
 * day) instead of each running the aggregation again; a later request always computes afresh.
 */
@Injectable()
export class GetDashboardQuery {
  private readonly inFlight = new Map<string, Promise<DashboardAggregates>>();

  constructor(
    private readonly dashboard: DashboardReadModel,
    private readonly config: AppConfig,
  ) {}

  async execute(now: Date = new Date()): Promise<DashboardView> {
    const timeZone = this.config.shopTimeZone;
    const periods = dashboardPeriods(now, timeZone);
    const key = periods.dayStart.toISOString();
    let computation = this.inFlight.get(key);
    if (!computation) {
      computation = this.dashboard.aggregate(periods).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, computation);
    }
    return shapeDashboard(await computation, periods, timeZone);
  }
}
