import type { Agorot } from 'shop-rules';

export interface DashboardOrderRow {
  id: string;
  orderNumber: string;
  customerName: string;
  totalAmount: Agorot;
  status: string;
  paymentStatus: string;
  createdAt: Date;
}

/** Raw aggregates for the dashboard; calendar days without orders are simply absent. */
export interface DashboardAggregates {
  products: number;
  orders: number;
  revenue: Agorot;
  customers: number;
  /** Keyed by the shop's day `YYYY-MM-DD`. */
  perDay: Map<string, { orders: number; revenue: Agorot }>;
  /** Keyed by the shop's month `YYYY-MM`. */
  perMonth: Map<string, number>;
  today: DashboardOrderRow[];
  todayCount: number;
  monthCount: number;
  /** Orders with a cancellation request waiting for staff (one open request per order at most). */
  openCancellationRequests: number;
}

/** A day or month of the shop's calendar as the UTC instant it ends (it starts where the one before ends). */
export interface CalendarSpan {
  label: string;
  end: Date;
}

/**
 * The shop's periods as UTC instants (its days are its time zone's, daylight saving included): the
 * database, which stores UTC, only compares instants.
 */
export interface DashboardPeriods {
  monthStart: Date;
  monthEnd: Date;
  yearStart: Date;
  yearEnd: Date;
  dayStart: Date;
  dayEnd: Date;
  /** Every day of the month, in order. */
  days: CalendarSpan[];
  /** Every month of the year, in order. */
  months: CalendarSpan[];
}

/** Port: dashboard figures, computed by SQL aggregation over the shop's periods. */
export abstract class DashboardReadModel {
  abstract aggregate(periods: DashboardPeriods): Promise<DashboardAggregates>;
}
