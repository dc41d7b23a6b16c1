import { OrderNotifications } from '../application/order-notifications.port';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { asOrderStatus, asPaymentStatus, orderStatusAfterCancellation, paymentStatusAfterCancellation, toShekels } from 'shop-rules';
import { DiscountUses } from '../../promotions/application/discount-uses.port';
import { CancellationChange, OrderCancellationWrites } from '../application/order-cancellation-writes.port';
import type { Order } from '../domain/order';
import { toOrder } from './order.mapper';
import { itemFromRow, itemsStatement, ORDER_COLUMNS_SQL, orderFromRow, OrderRow } from './order-rows';
import { OrderEntity } from './order.entity';
import { OrderTransactions } from './order-transactions';
import { copyStatusToSearchWords } from './order-search-words';
import { linesOf, OrderStock, productIdsOf } from './order-stock';

/** A line could not take the cancelled units (cancelled meanwhile, or not a line of the order): the caller's transaction rolls back. */
export class CancelledLinesConflict extends Error {
  constructor(readonly itemId: number) {
    super(`line ${itemId} has fewer units left to cancel than asked`);
  }
}

/**
 * The after-sale context's writes to orders, made inside its own transactions (it passes the manager,
 * as ordering passes its own to promotions' DiscountUses): the flag of a waiting cancellation
 * request, and carrying out a cancellation of lines.
 */
@Injectable()
export class OrderCancellations extends OrderCancellationWrites {
  constructor(
    private readonly transactions: OrderTransactions,
    private readonly stock: OrderStock,
    private readonly discountUses: DiscountUses,
    private readonly notifications: OrderNotifications,
  ) {
    super();
  }

  inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.transactions.run(work);
  }

  /**
   * Marks the order as having a cancellation request waiting for staff. Guarded: false when one
   * already waits, so two requests made at once never both open.
   */
  async markRequested(manager: EntityManager, orderId: string): Promise<boolean> {
    // Raw SQL: a request is no edit of the order, so updated_at stays. Booleans as 1 and 0 for both databases.
    return (
      (await execute(manager, 'UPDATE orders SET cancellation_requested = 1 WHERE id = ? AND cancellation_requested = 0', [orderId])) === 1
    );
  }

  /** The request was decided: the order leaves the desk's "open cancellation request" filter. */
  async clearRequested(manager: EntityManager, orderId: string): Promise<void> {
    await execute(manager, 'UPDATE orders SET cancellation_requested = 0 WHERE id = ?', [orderId]);
  }

  /** The order as this transaction sees it, its row locked on MySQL until the transaction ends. */
  async read(manager: EntityManager, orderId: string): Promise<Order | null> {
    const lock = isMysql(manager) ? ' FOR UPDATE' : '';
    const rows: OrderRow[] = await manager.query(`SELECT ${ORDER_COLUMNS_SQL} FROM orders o WHERE o.id = ?${lock}`, [orderId]);
    if (rows.length === 0) return null;
    const items = ((await manager.query(itemsStatement(1), [orderId])) as OrderRow[]).map(itemFromRow);
    return toOrder(orderFromRow(rows[0]), items, new Map());
  }

  /**
   * Carries out a cancellation: each line's cancelled units (never above its quantity: CancelledLinesConflict
   * otherwise), their units back on the shelf (unless the order's stock already went back), the money
   * given back, and the statuses: nothing left makes the order cancelled (its discount code's use goes
   * back) and a paid one refunded; part of a paid order makes it partly refunded.
   */
  async apply(manager: EntityManager, change: CancellationChange): Promise<Order> {
    // The order's row first, as every other order transaction takes it first.
    const before = await this.read(manager, change.orderId);
    if (!before) throw new Error(`order ${change.orderId} is gone`);
    for (const line of change.lines) {
      const taken = await execute(
        manager,
        'UPDATE order_items SET cancelled_quantity = cancelled_quantity + ? WHERE id = ? AND order_id = ? AND cancelled_quantity + ? <= quantity',
        [line.quantity, line.itemId, change.orderId, line.quantity],
      );
      if (taken !== 1) throw new CancelledLinesConflict(line.itemId);
    }
    const cancelling = new Map(change.lines.map((line) => [line.itemId, line.quantity]));
    const nothingLeft = before.items.every((item) => item.quantity - item.cancelledQuantity === (cancelling.get(item.id) ?? 0));

    if (!before.stockReleased) {
      await this.stock.giveBack(
        manager,
        linesOf(before.items, (item) => cancelling.get(item.id) ?? 0),
      );
      await this.stock.showChanges(manager, productIdsOf(before.items.filter((item) => cancelling.has(item.id))));
    }

    const status = orderStatusAfterCancellation(asOrderStatus(before.status), nothingLeft);
    const paymentStatus = paymentStatusAfterCancellation(asPaymentStatus(before.paymentStatus), change.refunded, nothingLeft);
    await manager
      .createQueryBuilder()
      .update(OrderEntity)
      .set({
        status,
        paymentStatus,
        refundedAmount: toShekels(before.refundedAmount + change.refunded),
        ...(nothingLeft ? { stockReleased: true } : {}),
      })
      .where('id = :orderId', { orderId: change.orderId })
      .execute();
    if (status === 'cancelled' && before.status !== 'cancelled') await this.discountUses.giveBack(manager, change.orderId);
    await copyStatusToSearchWords(manager, change.orderId);
    // A whole cancellation is an order cancelled for the webhooks too.
    if (status !== before.status) await this.notifications.statusChanged(manager, change.orderId, before.status, status);
    return (await this.read(manager, change.orderId))!;
  }
}

function isMysql(manager: EntityManager): boolean {
  const type = manager.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

async function execute(manager: EntityManager, sql: string, params: unknown[]): Promise<number> {
  return (await manager.queryRunner!.query(sql, params, true)).affected ?? 0;
}
