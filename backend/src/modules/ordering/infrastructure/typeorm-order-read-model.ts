import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import { CatalogForOrdering } from '../application/catalog-for-ordering.port';
import { OrderFilters, OrderPageRequest, OrderReadModel, OrderSortField, StatusCounts } from '../application/order-read-model.port';
import type { Order } from '../domain/order';
import { ORDER_STATUSES } from '../domain/order-status';
import { toOrder } from './order.mapper';
import { OrderItemEntity } from './order-item.entity';
import { OrderEntity } from './order.entity';
import { containsPattern } from './sql-dialect';

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
    const query = this.orders.createQueryBuilder('o');
    if (filters.status) query.andWhere('o.status = :status', { status: filters.status });
    if (filters.paymentStatus) query.andWhere('o.paymentStatus = :paymentStatus', { paymentStatus: filters.paymentStatus });
    if (filters.createdFrom) query.andWhere('o.createdAt >= :createdFrom', { createdFrom: filters.createdFrom });
    if (filters.createdBefore) query.andWhere('o.createdAt < :createdBefore', { createdBefore: filters.createdBefore });
    if (filters.search) {
      query.andWhere(
        "(LOWER(o.orderNumber) LIKE :search ESCAPE '!' OR LOWER(o.customerName) LIKE :search ESCAPE '!' " +
          "OR LOWER(o.customerEmail) LIKE :search ESCAPE '!' OR LOWER(o.customerPhone) LIKE :search ESCAPE '!')",
        { search: containsPattern(filters.search) },
      );
    }
    query.orderBy(SORT_COLUMNS[page.sortField], page.sortOrder).addOrderBy('o.id', page.sortOrder).offset(page.offset).limit(page.limit);
    const [rows, total] = await query.getManyAndCount();
    return { items: await this.withItems(rows), total, offset: page.offset };
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
