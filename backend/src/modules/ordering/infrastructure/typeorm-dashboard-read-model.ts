import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { toAgorot } from 'shop-rules';
import { CatalogForOrdering } from '../application/catalog-for-ordering.port';
import { DashboardAggregates, DashboardReadModel } from '../application/dashboard-read-model.port';
import { OrderEntity } from './order.entity';
import { calendarSpanExpression, caseInsensitive } from './sql-dialect';

type Periods = Parameters<DashboardReadModel['aggregate']>[0];

/** What paid orders brought in: their totals less what refunds gave back (a cancellation's fee stays). */
const PAID_REVENUE =
  "SUM(CASE WHEN o.payment_status IN ('paid', 'partly_refunded', 'refunded') THEN o.total_amount - o.refunded_amount ELSE 0 END)";
const TODAY_ROWS_LIMIT = 100;

/** DECIMAL sums come back as strings from MySQL and as floats from SQLite. */
const money = (value: unknown) => toAgorot(Number(value ?? 0));

@Injectable()
export class TypeormDashboardReadModel extends DashboardReadModel {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly catalog: CatalogForOrdering,
  ) {
    super();
  }

  async aggregate(periods: Periods): Promise<DashboardAggregates> {
    // The shop's days and months, grouped by their UTC boundaries (GROUP BY the alias: the same CASE
    // written twice with placeholders is not one expression to MySQL's ONLY_FULL_GROUP_BY).
    const day = calendarSpanExpression('o.created_at', periods.days, 'dayEnd');
    const month = calendarSpanExpression('o.created_at', periods.months, 'monthEnd');
    // The statements are independent: they run side by side on the connection pool.
    const [totals, customers, perDay, perMonth, [today, todayCount], products] = await Promise.all([
      this.orders
        .createQueryBuilder('o')
        .select('COUNT(*)', 'orders')
        .addSelect(PAID_REVENUE, 'revenue')
        // In the same pass over the orders: no statement of its own.
        .addSelect('SUM(CASE WHEN o.cancellation_requested THEN 1 ELSE 0 END)', 'open_cancellations')
        .getRawOne<{ orders: unknown; revenue: unknown; open_cancellations: unknown }>(),
      this.orders
        .createQueryBuilder('o')
        .select(`COUNT(DISTINCT ${caseInsensitive(this.dataSource, 'o.customer_email')})`, 'customers')
        .getRawOne<{ customers: unknown }>(),
      this.orders
        .createQueryBuilder('o')
        .select(day.expression, 'shop_day')
        .addSelect('COUNT(*)', 'orders')
        .addSelect(PAID_REVENUE, 'revenue')
        .where('o.created_at >= :from AND o.created_at < :to', { from: periods.monthStart, to: periods.monthEnd })
        .setParameters(day.parameters)
        .groupBy('shop_day')
        .getRawMany<{ shop_day: string; orders: unknown; revenue: unknown }>(),
      this.orders
        .createQueryBuilder('o')
        .select(month.expression, 'shop_month')
        .addSelect('COUNT(*)', 'orders')
        .where('o.created_at >= :from AND o.created_at < :to', { from: periods.yearStart, to: periods.yearEnd })
        .setParameters(month.parameters)
        .groupBy('shop_month')
        .getRawMany<{ shop_month: string; orders: unknown }>(),
      this.orders
        .createQueryBuilder('o')
        .where('o.createdAt >= :from AND o.createdAt < :to', { from: periods.dayStart, to: periods.dayEnd })
        .orderBy('o.createdAt', 'DESC')
        .addOrderBy('o.id', 'DESC')
        .limit(TODAY_ROWS_LIMIT)
        .getManyAndCount(),
      this.catalog.countProducts(),
    ]);

    const days = new Map(perDay.map((r) => [String(r.shop_day), { orders: Number(r.orders), revenue: money(r.revenue) }]));
    return {
      products,
      orders: Number(totals?.orders ?? 0),
      revenue: money(totals?.revenue),
      customers: Number(customers?.customers ?? 0),
      perDay: days,
      perMonth: new Map(perMonth.map((r) => [String(r.shop_month), Number(r.orders)])),
      today: today.map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        customerName: o.customerName,
        totalAmount: toAgorot(o.totalAmount),
        status: o.status,
        paymentStatus: o.paymentStatus,
        createdAt: o.createdAt,
      })),
      todayCount,
      monthCount: [...days.values()].reduce((sum, d) => sum + d.orders, 0),
      openCancellationRequests: Number(totals?.open_cancellations ?? 0),
    };
  }
}
