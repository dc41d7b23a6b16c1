import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { EntityManager } from 'typeorm';
import { DiscountUses } from '../../promotions/application/discount-uses.port';
import {
  DiscountCodeAlreadyUsed,
  DiscountCodeUsedUp,
  KeyAnswer,
  KeyClaimLost,
  NewOrder,
  OrderNumberTaken,
  OrderStore,
  StockRanOut,
} from '../application/order-store.port';
import { DocumentsForOrders } from './documents-for-orders';
import { OrderNotifications } from '../application/order-notifications.port';
import type { OrderDetailsChanges } from '../domain/order';
import { phoneDigits } from '../domain/order-search';
import { statusesActedOnBy, type OrderStatus } from '../domain/order-status';
import { answerKey } from './typeorm-idempotency-keys';
import { parseDeliveryAddress, toItemRows, toOrderRow } from './order.mapper';
import { OrderItemEntity } from './order-item.entity';
import { OrderEntity } from './order.entity';
import { OrderTransactions } from './order-transactions';
import { OrderStock, productIdsOf } from './order-stock';
import { OrderSearchHeadEntity } from './order-search-head.entity';
import { copyStatusToSearchWords, writeSearchWords } from './order-search-words';
import { isUniqueViolation } from '../../../shared/database/sql';

/** The statuses on which the desk may record a cash payment (the lifecycle table's; not a cancelled order). */
const CASH_PAYABLE = statusesActedOnBy('cash');

/** Thrown inside a transaction to roll it back when a guard finds the order changed. */
class OrderChanged extends Error {}

@Injectable()
export class TypeormOrderStore extends OrderStore {
  constructor(
    private readonly transactions: OrderTransactions,
    private readonly stock: OrderStock,
    private readonly discountUses: DiscountUses,
    private readonly taxDocuments: DocumentsForOrders,
    private readonly audit: AuditTrail,
    private readonly notifications: OrderNotifications,
  ) {
    super();
  }

  async place({ order, stock, discountUse }: NewOrder, keyAnswer?: KeyAnswer): Promise<void> {
    await this.transactions.run(async (manager) => {
      await insertOr(manager, OrderEntity, toOrderRow(order), ['order_number', 'uq_orders_order_number'], () => new OrderNumberTaken());
      const lines = await manager.insert(OrderItemEntity, toItemRows(order));
      order.items.forEach((item, index) => (item.id = Number(lines.identifiers[index]?.id ?? 0)));
      // The key's answer commits with the order, or neither does: a claim taken over meanwhile places nothing.
      if (keyAnswer && !(await answerKey(manager, keyAnswer.claim, keyAnswer.status, keyAnswer.body()))) throw new KeyClaimLost();
      await writeSearchWords(manager, [order], { newOrders: true });
      for (const demand of stock) {
        if (!(await this.stock.take(manager, demand.source, demand.quantity))) throw new StockRanOut(demand.lines);
      }
      if (discountUse) {
        // After the stock: an order refused for stock never waits on the code's row lock.
        const use = await this.discountUses.take(manager, { ...discountUse, orderId: order.id });
        if (use === 'used-up') throw new DiscountCodeUsedUp();
        if (use === 'already-used') throw new DiscountCodeAlreadyUsed();
      }
      // Shoppers see the stock that is left, from this very transaction on.
      await this.stock.showChanges(manager, productIdsOf(order.items));
      // The shop's email and the webhooks' deliveries commit with the order (sent later, never failing it).
      await this.notifications.orderPlaced(manager, order);
    });
  }

  async changeStatus(orderId: string, from: OrderStatus, to: OrderStatus, releaseStock: boolean): Promise<boolean> {
    return this.guarded(async (manager) => {
      const update = manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({
          status: to,
          ...(releaseStock ? { stockReleased: true } : {}),
          ...(to === 'completed' ? { completedAt: new Date() } : {}),
        })
        .where('id = :orderId AND status = :from', { orderId, from });
      if (releaseStock) update.andWhere('stock_released = :released', { released: false });
      if ((await update.execute()).affected !== 1) throw new OrderChanged();
      // A staff member's status change, in its own transaction (nothing is recorded for a shopper's).
      await this.audit.record(manager, {
        action: 'status',
        entityType: 'order',
        entityId: orderId,
        changes: { status: { before: from, after: to } },
      });
      await copyStatusToSearchWords(manager, orderId);
      if (releaseStock) await this.stock.returnAll(manager, orderId);
      if (to === 'cancelled') await this.discountUses.giveBack(manager, orderId);
      await this.notifications.statusChanged(manager, orderId, from, to);
    });
  }

  async recordCashPayment(orderId: string, paidAt: Date): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      // Guarded: of a double click, or two desks at once, one changes the row and asks for the invoice-receipt.
      const result = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ paymentStatus: 'paid', paymentErrorCode: null, paidAt, paidWith: 'cash', installments: null })
        .where("id = :orderId AND payment_method = 'cash' AND payment_status = 'pending' AND status IN (:...payable)", {
          orderId,
          payable: CASH_PAYABLE,
        })
        .execute();
      if (result.affected !== 1) return false;
      await copyStatusToSearchWords(manager, orderId);
      await this.taxDocuments.requestInvoiceReceipt(manager, orderId);
      await this.notifications.orderPaid(manager, orderId);
      return true;
    });
  }

  async updateDetails(orderId: string, changes: OrderDetailsChanges): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const row = await manager.findOne(OrderEntity, {
        where: { id: orderId },
        select: {
          id: true,
          orderNumber: true,
          customerName: true,
          customerEmail: true,
          customerPhone: true,
          customerAddress: true,
          notes: true,
          deliveryAddress: true,
          status: true,
          paymentStatus: true,
          createdAt: true,
        },
      });
      if (!row) return false;
      const { deliveryAddress: newAddress, ...columns } = definedOnly(changes);
      const current = { ...row, deliveryAddress: parseDeliveryAddress(row.deliveryAddress) };
      const changed = { ...current, ...columns, ...(newAddress ? { deliveryAddress: newAddress } : {}) };
      const result = await manager.update(
        OrderEntity,
        { id: orderId },
        {
          ...columns,
          ...(newAddress ? { deliveryAddress: JSON.stringify(newAddress) } : {}),
          customerPhoneDigits: phoneDigits(changed.customerPhone),
        },
      );
      await writeSearchWords(manager, [changed]);
      const fields = Object.keys(definedOnly(changes)) as Array<keyof typeof current & keyof OrderDetailsChanges>;
      await this.audit.record(manager, {
        action: 'update',
        entityType: 'order',
        entityId: orderId,
        changes: Object.fromEntries(
          fields
            // An address is compared whole: the record shows it before and after.
            .filter((field) => JSON.stringify(current[field]) !== JSON.stringify(changed[field]))
            .map((field) => [field, { before: current[field], after: changed[field] }]),
        ),
      });
      return result.affected === 1;
    });
  }

  async delete(orderId: string, expectedStatus: OrderStatus, releaseStock: boolean): Promise<boolean> {
    return this.guarded(async (manager) => {
      if (releaseStock) {
        const released = await manager
          .createQueryBuilder()
          .update(OrderEntity)
          .set({ stockReleased: true })
          .where('id = :orderId AND status = :expectedStatus AND stock_released = :released', { orderId, expectedStatus, released: false })
          .execute();
        if (released.affected !== 1) throw new OrderChanged();
        await this.stock.returnAll(manager, orderId);
      }
      await this.discountUses.giveBack(manager, orderId);
      await manager.delete(OrderItemEntity, { orderId });
      await manager.delete(OrderSearchHeadEntity, { orderId });
      const gone = await manager.findOne(OrderEntity, {
        where: { id: orderId },
        select: { id: true, orderNumber: true, status: true, paymentStatus: true, customerName: true, totalAmount: true },
      });
      const deleted = await manager.delete(OrderEntity, { id: orderId, status: expectedStatus });
      if (deleted.affected !== 1) throw new OrderChanged();
      await this.audit.record(manager, {
        action: 'delete',
        entityType: 'order',
        entityId: orderId,
        changes: Object.fromEntries(
          (['orderNumber', 'status', 'paymentStatus', 'customerName', 'totalAmount'] as const).map((field) => [
            field,
            { before: gone?.[field] ?? null, after: null },
          ]),
        ),
      });
    });
  }

  /** Runs `work` in a transaction; false (and rolled back) when a guard found the order changed. */
  private async guarded(work: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    try {
      await this.transactions.run(work);
      return true;
    } catch (error) {
      if (error instanceof OrderChanged) return false;
      throw error;
    }
  }
}

async function insertOr<T extends object>(
  manager: EntityManager,
  entity: new () => T,
  values: Partial<T>,
  uniqueMarkers: string[],
  taken: () => Error,
): Promise<void> {
  try {
    await manager.insert(entity, values as never);
  } catch (error) {
    throw isUniqueViolation(error, uniqueMarkers) ? taken() : error;
  }
}

function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
