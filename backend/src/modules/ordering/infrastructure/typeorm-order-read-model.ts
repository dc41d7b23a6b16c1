import { pageTotal } from '../../../shared/pagination/page-total';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import { OrderExportSource } from '../application/order-export-source.port';
import { OrderFilters, OrderPageRequest, OrderReadModel, OrderSortField, StatusCounts } from '../application/order-read-model.port';
import type { Order, OrderWithoutLines } from '../domain/order';
import { ORDER_STATUSES } from '../domain/order-status';
import { toOrder, toOrderWithoutLines } from './order.mapper';
import { itemFromRow, itemsStatement, ORDER_COLUMNS_SQL, orderFromRow, OrderRow } from './order-rows';
import { OrderItemEntity } from './order-item.entity';
import { OrderEntity } from './order.entity';
import { matchingWords } from './order-search-query';
import { caseInsensitive } from './sql-dialect';

const SORT_COLUMNS: Record<OrderSortField, string> = {
  created_at: 'o.created_at',
  order_number: 'o.order_number',
  total_amount: 'o.total_amount',
  status: 'o.status',
  payment_status: 'o.payment_status',
  customer_name: 'o.customer_name',
};

@Injectable()
export class TypeormOrderReadModel extends OrderReadModel implements OrderExportSource {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  async findById(orderId: string): Promise<Order | null> {
    const rows: OrderRow[] = await this.dataSource.query(`SELECT ${ORDER_COLUMNS_SQL} FROM orders o WHERE o.id = ?`, [orderId]);
    return rows.length > 0 ? (await this.withItems(rows.map(orderFromRow)))[0] : null;
  }

  async findByNumber(orderNumber: string): Promise<Order | null> {
    const rows: OrderRow[] = await this.dataSource.query(`SELECT ${ORDER_COLUMNS_SQL} FROM orders o WHERE o.order_number = ?`, [
      orderNumber,
    ]);
    return rows.length > 0 ? (await this.withItems(rows.map(orderFromRow)))[0] : null;
  }

  async list(filters: OrderFilters, page: OrderPageRequest): Promise<Page<Order>> {
    const { rows, total } = await this.pageOfOrders(filters, page);
    return { items: await this.withItems(rows), total, offset: page.offset };
  }

  async listWithoutLines(filters: OrderFilters, page: OrderPageRequest): Promise<Page<OrderWithoutLines>> {
    const { rows, total } = await this.pageOfOrders(filters, page);
    return { items: rows.map(toOrderWithoutLines), total, offset: page.offset };
  }

  private async pageOfOrders(filters: OrderFilters, page: OrderPageRequest): Promise<{ rows: OrderEntity[]; total: number }> {
    // The page is chosen by ids alone, from the covering filter indexes, with the total riding
    // along; only the page's own rows are then read in full, in the same statement (on 100,000
    // orders a filtered search page costs about half of reading full rows while filtering).
    // Without a search the index gives the page in order in 25 steps and the total is a separate
    // index count. A search finds its few orders through an index first (order-search.ts), so one
    // pass finds and counts them (COUNT(*) OVER ()) and only they are sorted.
    const [pageSql, parameters] = this.pageOfIds(filters, page);
    const rows: Array<OrderRow & { total_count: unknown }> = await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS_SQL}, page.total_count AS total_count
         FROM (${pageSql}) page JOIN orders o ON o.id = page.id
        ORDER BY page.sort_key ${page.sortOrder}, page.id ${page.sortOrder}`,
      parameters,
    );
    const total = await pageTotal(rows, page.offset, () => this.filtered(filters).getCount());
    return { rows: rows.map(orderFromRow), total };
  }

  /**
   * Every matching order, newest first, `batchSize` at a time: each batch's ids come from the filter
   * indexes after the previous batch's last (created_at, id), so the thousandth batch costs what the
   * first does and only one batch is ever held in memory.
   */
  async *batches(filters: OrderFilters, batchSize: number): AsyncGenerator<Order[]> {
    let after: { createdAt: unknown; id: string } | null = null;
    for (;;) {
      const query = this.filtered(filters)
        .select('o.id', 'id')
        .addSelect('o.created_at', 'created_at')
        .orderBy('o.created_at', 'DESC')
        .addOrderBy('o.id', 'DESC')
        .limit(batchSize);
      if (after) {
        query.andWhere('(o.created_at < :afterCreatedAt OR (o.created_at = :afterCreatedAt AND o.id < :afterId))', {
          afterCreatedAt: after.createdAt,
          afterId: after.id,
        });
      }
      const keys = await query.getRawMany<{ id: string; created_at: unknown }>();
      if (keys.length === 0) return;
      const ids = keys.map((key) => key.id);
      const rows: OrderRow[] = await this.dataSource.query(
        `SELECT ${ORDER_COLUMNS_SQL} FROM orders o WHERE o.id IN (${ids.map(() => '?').join(', ')})`,
        ids,
      );
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      const ordered = ids.map((id) => byId.get(id)).filter((row): row is OrderRow => row !== undefined);
      yield await this.withItems(ordered.map(orderFromRow));
      if (keys.length < batchSize) return;
      const last = keys[keys.length - 1];
      after = { createdAt: last.created_at, id: last.id };
    }
  }

  /** The page's ids with the total and the sort key, as SQL and its parameters. */
  private pageOfIds(filters: OrderFilters, page: OrderPageRequest): [string, unknown[]] {
    const search = filters.search;
    if (search?.kind === 'words' && page.sortField === 'created_at' && !filters.openCancellation && !filters.paidAfterCancellation) {
      // The words carry the date: the newest matches are chosen without reading any order's row.
      const matching = matchingWords(this.dataSource, filters, search.words);
      return this.dataSource.driver.escapeQueryWithParameters(
        `SELECT m.order_id AS id, COUNT(*) OVER () AS total_count, m.created_at AS sort_key FROM (${matching.sql}) m
          ORDER BY sort_key ${page.sortOrder}, id ${page.sortOrder} LIMIT ${page.limit} OFFSET ${page.offset}`,
        matching.parameters,
        {},
      );
    }
    const totalExpression = search ? 'COUNT(*) OVER ()' : `(${this.filtered(filters).select('COUNT(*)').getQuery()})`;
    return this.filtered(filters)
      .select('o.id', 'id')
      .addSelect(totalExpression, 'total_count')
      .addSelect(`(${SORT_COLUMNS[page.sortField]})`, 'sort_key')
      .orderBy('sort_key', page.sortOrder)
      .addOrderBy('o.id', page.sortOrder)
      .offset(page.offset)
      .limit(page.limit)
      .getQueryAndParameters();
  }

  private filtered(filters: OrderFilters): SelectQueryBuilder<OrderEntity> {
    const query = this.orders.createQueryBuilder('o');
    const search = filters.search;
    if (search?.kind === 'words') {
      // The words carry the order's statuses and date: the filters are applied to them, and the
      // orders' rows are read only for the matches.
      const matching = matchingWords(this.dataSource, filters, search.words);
      query.innerJoin(`(${matching.sql})`, 'm', 'm.order_id = o.id').setParameters(matching.parameters);
      return this.flagged(query, filters);
    }
    this.flagged(query, filters);
    if (filters.status) query.andWhere('o.status = :status', { status: filters.status });
    if (filters.paymentStatus) query.andWhere('o.paymentStatus = :paymentStatus', { paymentStatus: filters.paymentStatus });
    if (filters.createdFrom) query.andWhere('o.createdAt >= :createdFrom', { createdFrom: filters.createdFrom });
    if (filters.createdBefore) query.andWhere('o.createdAt < :createdBefore', { createdBefore: filters.createdBefore });
    // Exact matches, each through its own index. Emails are kept as typed: MySQL's collation
    // compares them without case through the index; the embedded database lower-cases each row.
    if (search?.kind === 'order-number') query.andWhere('o.order_number = :orderNumber', { orderNumber: search.orderNumber });
    if (search?.kind === 'email')
      query.andWhere(`${caseInsensitive(this.dataSource, 'o.customer_email')} = :email`, { email: search.email });
    if (search?.kind === 'phone') query.andWhere('o.customer_phone_digits = :phoneDigits', { phoneDigits: search.phoneDigits });
    return query;
  }

  /**
   * The desk's flags, each through its own index (flag, created_at, id): the few orders with a
   * cancellation request waiting for staff, the few paid after they were cancelled.
   */
  private flagged(query: SelectQueryBuilder<OrderEntity>, filters: OrderFilters): SelectQueryBuilder<OrderEntity> {
    if (filters.openCancellation) query.andWhere('o.cancellation_requested = :requested', { requested: true });
    if (filters.paidAfterCancellation) query.andWhere('o.paid_after_cancellation_at IS NOT NULL');
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

  /** Lines of all the given orders, with their products' pictures, in one statement. */
  private async withItems(rows: OrderEntity[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const itemRows: OrderRow[] = await this.dataSource.query(
      itemsStatement(rows.length),
      rows.map((r) => r.id),
    );
    const images = new Map<number, string | null>();
    const itemsOf = new Map<string, OrderItemEntity[]>();
    for (const raw of itemRows) {
      const item = itemFromRow(raw);
      if (raw.existing_product_id !== null && item.productId !== null)
        images.set(item.productId, raw.image_url === null ? null : String(raw.image_url));
      const list = itemsOf.get(item.orderId);
      if (list) list.push(item);
      else itemsOf.set(item.orderId, [item]);
    }
    return rows.map((row) => toOrder(row, itemsOf.get(row.id) ?? [], images));
  }
}
