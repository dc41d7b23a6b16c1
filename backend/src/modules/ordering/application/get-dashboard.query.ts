import { Injectable } from '@nestjs/common';
import { toShekels } from 'shop-rules';
import { DashboardAggregates, DashboardReadModel } from './dashboard-read-model.port';

export interface DashboardView {
  totals: { products: number; orders: number; revenue: number; customers: number };
  /** Every UTC day of the current month, days without orders included. */
  days: { date: string; orders: number; revenue: number }[];
  /** The twelve months of the current UTC year. */
  months: { month: string; orders: number }[];
  today: { count: number; orders: { id: string; order_number: string; customer_name: string; total_amount: number; status: string; payment_status: string; created_at: string }[] };
  month_orders: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC periods the dashboard reports on, around `now`. */
export function dashboardPeriods(now: Date) {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  return {
    monthStart: new Date(Date.UTC(y, m, 1)),
    monthEnd: new Date(Date.UTC(y, m + 1, 1)),
    yearStart: new Date(Date.UTC(y, 0, 1)),
    yearEnd: new Date(Date.UTC(y + 1, 0, 1)),
    dayStart: new Date(Date.UTC(y, m, d)),
    dayEnd: new Date(Date.UTC(y, m, d + 1)),
  };
}

/** Lays the aggregates on the calendar: one entry per day of the month and per month of the year. */
export function shapeDashboard(aggregates: DashboardAggregates, now: Date): DashboardView {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const days = Array.from({ length: daysInMonth }, (_, i) => {
    const date = `${y}-${pad(m + 1)}-${pad(i + 1)}`;
    const day = aggregates.perDay.get(date);
    return { date, orders: day?.orders ?? 0, revenue: toShekels(day?.revenue ?? 0) };
  });
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = `${y}-${pad(i + 1)}`;
    return { month, orders: aggregates.perMonth.get(month) ?? 0 };
  });
  return {
    totals: { products: aggregates.products, orders: aggregates.orders, revenue: toShekels(aggregates.revenue), customers: aggregates.customers },
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
  };
}

/**
 * Admin dashboard: real figures from orders and products, by SQL aggregation, in UTC days.
 * Staff who open it at the same moment share one computation (per UTC day) instead of each
 * running the aggregation again; a later request always computes afresh.
 */
@Injectable()
export class GetDashboardQuery {
  private readonly inFlight = new Map<string, Promise<DashboardAggregates>>();

  constructor(private readonly dashboard: DashboardReadModel) {}

  async execute(now: Date = new Date()): Promise<DashboardView> {
    const periods = dashboardPeriods(now);
    const key = periods.dayStart.toISOString();
    let computation = this.inFlight.get(key);
    if (!computation) {
      computation = this.dashboard.aggregate(periods).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, computation);
    }
    return shapeDashboard(await computation, now);
  }
}
