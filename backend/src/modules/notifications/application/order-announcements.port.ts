import type { OrderAlert } from './order-alert.views';

/**
 * What other contexts may announce about orders (published for ordering): the shop's alert emails,
 * the integrators' webhooks and the low-stock check. Each call is made inside the caller's transaction
 * (`transaction` is its database handle), so what it queues commits or rolls back with the order;
 * sending happens later and never fails the order.
 */
export abstract class OrderAnnouncements {
  /** A placed order: the shop's email, `order.placed`, and a low-stock check after the commit. */
  abstract placed(transaction: unknown, order: OrderAlert): Promise<void>;
  /** A settled payment: the shop's email and `order.paid`. */
  abstract paid(transaction: unknown, order: OrderAlert): Promise<void>;
  /** A payment for an order already cancelled: the shop's addresses are told to give it back. */
  abstract paidAfterCancellation(transaction: unknown, order: OrderAlert): Promise<void>;
  /** Whether a webhook listens to status changes (or to cancellations, when `cancelled`): a cached read. */
  abstract listensToStatusChanges(transaction: unknown, cancelled: boolean): Promise<boolean>;
  /** `order.status_changed`, and `order.cancelled` for a cancellation. */
  abstract statusChanged(transaction: unknown, order: OrderAlert, previousStatus: string): Promise<void>;
}
