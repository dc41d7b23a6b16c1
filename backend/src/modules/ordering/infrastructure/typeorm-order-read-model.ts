import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import { CatalogForOrdering } from '../application/catalog-for-ordering.port';
import { OrderFilters, OrderPageRequest, OrderReadModel, OrderSortField, StatusCounts } from '../application/order-read-model.port';
import type { Order } from '../domain/order';
import { ORDER_STATUSES } from '../domain/order-status';
import { toOrder } from './order.mapper';
import { OrderItemEntity } from './order-item.entity';
import { OrderEntity } from './order.entity';
import { containsPattern, LIKE_ESCAPE } from '../../../shared/database/sql';
import { caseInsensitive } from './sql-dialect';

const SORT_COLUMNS: Record<OrderSortField, string> = {
  created_at: 'o.createdAt',
  order_number: 'o.orderNumber',
  total_amount: 'o.totalAmount',
  status: 'o.status',
  payment_status: 'o.paymentStatus',
  customer_name: 'o.customerName',
};

@Injectable()
export class TypeormOrderReadModel extends OrderReadModel {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>,
    private readonly catalog: CatalogForOrdering,
  ) {
    super();
  }

  async findById(orderId: string): Promise<Order | null> {
    const row = await this.orders.findOneBy({ id: orderId });
    return row ? (await this.withItems([row]))[0] : null;
  }

  async findByNumber(orderNumber: string): Promise<Order | null> {
    const row = await this.orders.findOneBy({ orderNumber });
    return row ? (await this.withItems([row]))[0] : null;
  }

  async list(filters: OrderFilters, page: OrderPageRequest): Promise<Page<Order>> {
    // The page is chosen by ids alone, from the covering filter indexes, with the total riding
    // along as a subquery; only the page's own rows are then read in full (on 100,000 orders a
    // filtered search page costs about half of reading full rows while filtering).
    const counter = this.filtered(filters).select('COUNT(*)');
    const raw = await this.filtered(filters)
      .select('o.id', 'id')
      .addSelect(`(${counter.getQuery()})`, 'total_count')
      .orderBy(SORT_COLUMNS[page.sortField], page.sortOrder)
      .addOrderBy('o.id', page.sortOrder)
      .offset(page.offset)
      .limit(page.limit)
      .getRawMany<{ id: string; total_count: unknown }>();
    // A page past the end has no row to carry the total: only then is it counted on its own.
    const total = raw.length > 0 ? Number(raw[0].total_count) : page.offset === 0 ? 0 : await this.filtered(filters).getCount();
    const position = new Map(raw.map((row, index) => [row.id, index]));
    const rows = raw.length > 0 ? await this.orders.findBy({ id: In([...position.keys()]) }) : [];
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    return { items: await this.withItems(rows), total, offset: page.offset };
  }

  private filtered(filters: OrderFilters): SelectQueryBuilder<OrderEntity> {
    const query = this.orders.createQueryBuilder('o');
    if (filters.status) query.andWhere('o.status = :status', { status: filters.status });
    if (filters.paymentStatus) query.andWhere('o.paymentStatus = :paymentStatus', { paymentStatus: filters.paymentStatus });
    if (filters.createdFrom) query.andWhere('o.createdAt >= :createdFrom', { createdFrom: filters.createdFrom });
    if (filters.createdBefore) query.andWhere('o.createdAt < :createdBefore', { createdBefore: filters.createdBefore });
    if (filters.search) {
      const contains = (column: string) => `${caseInsensitive(this.orders.manager.connection, column)} LIKE :search ${LIKE_ESCAPE}`;
      query.andWhere(
        `(${['o.order_number', 'o.customer_name', 'o.customer_email', 'o.customer_phone'].map(contains).join(' OR ')})`,
        { search: containsPattern(filters.search) },
      );
    }
    return query;
  }

  async countByStatus(): Promise<StatusCounts> {
    const rows = await this.orders
      .createQueryBuilder('o')
      .select('o.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('o.status')
      .getRawMany<{ status: string; count: number | string }>();
    const counts = Object.fromEntries([['total', 0], ...ORDER_STATUSES.map((s) => [s, 0])]) as StatusCounts;
    for (const row of rows) {
      const count = Number(row.count);
      counts.total += count;
      if (row.status in counts) counts[row.status as keyof StatusCounts] += count;
    }
    return counts;
  }

  /** Lines of all the given orders in one query, and the pictures of their products in one more. */
  private async withItems(rows: OrderEntity[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const items = await this.items.find({ where: { orderId: In(rows.map((r) => r.id)) }, order: { id: 'ASC' } });
    const productIds = items.map((i) => i.productId).filter((id): id is number => id !== null);
    const images = await this.catalog.findImages(productIds);
    return rows.map((row) => toOrder(row, items.filter((i) => i.orderId === row.id), images));
  }
}
