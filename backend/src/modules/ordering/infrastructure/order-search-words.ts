import { EntityManager, In } from 'typeorm';
import { orderSearchHeads, SearchedOrderFields } from '../domain/order-search';
import { OrderSearchHeadEntity } from './order-search-head.entity';

/** An order as its search words need it. */
export interface WordedOrder extends SearchedOrderFields {
  id: string;
  status: string;
  paymentStatus: string;
  createdAt: Date;
}

/** Rows one INSERT takes at most (6 parameters each, far below both databases' limits). */
const ROWS_PER_INSERT = 500;

/**
 * Writes the search words of the given orders, grouped by head (domain/order-search.ts), replacing any they had.
 * Called in the transaction that writes the order or changes its searched fields. A new order has
 * no words to replace: its placement passes `{ newOrders: true }`, because on InnoDB a DELETE that
 * finds nothing still takes gap locks, and concurrent placements then deadlock on each other's gaps.
 */
export async function writeSearchWords(
  manager: EntityManager,
  orders: readonly WordedOrder[],
  { newOrders = false }: { newOrders?: boolean } = {},
): Promise<void> {
  if (orders.length === 0) return;
  if (!newOrders) await manager.delete(OrderSearchHeadEntity, { orderId: In(orders.map((order) => order.id)) });
  const rows = orders.flatMap((order) =>
    orderSearchHeads(order).map(({ head, words }) => ({
      orderId: order.id,
      head,
      words,
      status: order.status,
      paymentStatus: order.paymentStatus,
      createdAt: order.createdAt,
    })),
  );
  for (let first = 0; first < rows.length; first += ROWS_PER_INSERT) {
    // Nothing generated to read back: a plain multi-row INSERT (the ORM's reload cost more than the insert).
    await manager
      .createQueryBuilder()
      .insert()
      .into(OrderSearchHeadEntity)
      .values(rows.slice(first, first + ROWS_PER_INSERT))
      .updateEntity(false)
      .execute();
  }
}

/** Copies the order's status and payment status onto its words, in the transaction that changed them. */
export async function copyStatusToSearchWords(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query(
    `UPDATE order_search_heads
        SET status = (SELECT o.status FROM orders o WHERE o.id = ?),
            payment_status = (SELECT o.payment_status FROM orders o WHERE o.id = ?)
      WHERE order_id = ?`,
    [orderId, orderId, orderId],
  );
}
