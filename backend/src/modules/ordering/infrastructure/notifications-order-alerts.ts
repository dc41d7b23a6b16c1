import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OrderAlert } from '../../notifications/application/order-alert.views';
import { OrderAnnouncements } from '../../notifications/application/order-announcements.port';
import { OrderNotifications } from '../application/order-notifications.port';
import { formatDeliveryAddress } from '../domain/delivery-address';
import type { Order } from '../domain/order';
import type { OrderStatus } from '../domain/order-status';
import { orderInTransaction } from './order-in-transaction';

/**
 * Where the order goes, as staff pack it: the shop's alert email is in Hebrew, so a courier's address is
 * written out in Hebrew (entrance, floor and apartment named) whatever language the shopper used.
 */
function addressText(order: Order): string | null {
  const address = order.deliveryAddress;
  if (!address) return order.customerAddress;
  return formatDeliveryAddress(address, 'he');
}

/** The order as the shop's alerts and webhooks tell it. */
export function toOrderAlert(order: Order): OrderAlert {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paidWith: order.paidWith,
    installments: order.installments,
    language: order.language,
    customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone, companyName: order.companyName },
    delivery: { method: order.deliveryMethod, fee: order.deliveryFee, address: addressText(order) },
    notes: order.notes,
    lines: order.items.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      productName: line.productName,
      variantName: line.variantName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
    })),
    itemsTotal: order.itemsTotal,
    discountCode: order.discountCode,
    discountAmount: order.discountAmount,
    total: order.totalAmount,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
  };
}

/**
 * Ordering's port answered by what the notifications context publishes. A payment or a status change
 * reads the order in its transaction only when something is to be said about it.
 */
@Injectable()
export class NotificationsOrderAlerts extends OrderNotifications {
  constructor(private readonly announcements: OrderAnnouncements) {
    super();
  }

  async orderPlaced(transaction: unknown, order: Order): Promise<void> {
    await this.announcements.placed(transaction, toOrderAlert(order));
  }

  async orderPaid(transaction: unknown, orderId: string): Promise<void> {
    const order = await orderInTransaction(transaction as EntityManager, orderId);
    if (order) await this.announcements.paid(transaction, toOrderAlert(order));
  }

  async paidAfterCancellation(transaction: unknown, orderId: string): Promise<void> {
    const order = await orderInTransaction(transaction as EntityManager, orderId);
    if (order) await this.announcements.paidAfterCancellation(transaction, toOrderAlert(order));
  }

  async statusChanged(transaction: unknown, orderId: string, from: OrderStatus, to: OrderStatus): Promise<void> {
    if (!(await this.announcements.listensToStatusChanges(transaction, to === 'cancelled'))) return;
    const order = await orderInTransaction(transaction as EntityManager, orderId);
    if (order) await this.announcements.statusChanged(transaction, toOrderAlert(order), from);
  }
}
