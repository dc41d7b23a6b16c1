import type { Order } from '../domain/order';
import type { OrderStatus } from '../domain/order-status';

/**
 * Port: the shop's alerts about orders (the notifications context): the shop's email for every
 * placed order and every settled card or Bit payment, the integrators' webhooks, the low-stock check.
 * Each call is made inside ordering's transaction (`transaction` is the store's own handle), so what
 * it queues commits or rolls back with the order; sending happens later and never fails the order.
 */
export abstract class OrderNotifications {
  abstract orderPlaced(transaction: unknown, order: Order): Promise<void>;
  /** A payment settled (card, Bit by the provider's notify; cash by staff). */
  abstract orderPaid(transaction: unknown, orderId: string): Promise<void>;
  /**
   * A card or Bit payment arrived for an order already cancelled: the shop's addresses are told to
   * give it back (once per order), and no `order.paid` goes out.
   */
  abstract paidAfterCancellation(transaction: unknown, orderId: string): Promise<void>;
  abstract statusChanged(transaction: unknown, orderId: string, from: OrderStatus, to: OrderStatus): Promise<void>;
}
