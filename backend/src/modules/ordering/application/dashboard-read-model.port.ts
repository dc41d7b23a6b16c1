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
  /** Keyed by UTC day `YYYY-MM-DD`. */
  perDay: Map<string, { orders: number; revenue: Agorot }>;
  /** Keyed by UTC month `YYYY-MM`. */
  perMonth: Map<string, number>;
  today: DashboardOrderRow[];
  todayCount: number;
  monthCount: number;
}

/** Port: dashboard figures, computed by SQL aggregation over the given UTC periods. */
export abstract class DashboardReadModel {
  abstract aggregate(periods: { monthStart: Date; monthEnd: Date; yearStart: Date; yearEnd: Date; dayStart: Date; dayEnd: Date }): Promise<DashboardAggregates>;
}
