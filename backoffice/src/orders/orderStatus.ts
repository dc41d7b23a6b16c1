import type { ChipColor } from '../shared/StatusChip';
import { allowedMoves, canMove, isOrderStatus, ORDER_STATUSES, OrderStatus, PaymentStatus } from 'shop-rules';

/**
 * The order lifecycle is the shop's one table (shop-rules order-lifecycle.ts), the server's own: the
 * status select offers only the moves it gives staff, so staff never pick a change that is bound to be
 * refused. `paid` comes only from a verified payment; staff move no completed or cancelled order.
 */
export { allowedMoves, asOrderStatus, asPaymentStatus, isOrderStatus, isPaymentStatus, ORDER_STATUSES, PAYMENT_STATUSES } from 'shop-rules';
export type { OrderStatus, PaymentStatus } from 'shop-rules';

/** The options of the inline select: the current status, then where staff may move the order, in lifecycle order. */
export function statusOptions(current: OrderStatus): OrderStatus[] {
  const moves = allowedMoves(current, 'staff');
  return ORDER_STATUSES.filter((status) => status === current || moves.includes(status));
}

/** Staff may change the status at all (not of a completed or cancelled order): else the select is disabled. */
export const staffMayMove = (current: OrderStatus): boolean => allowedMoves(current, 'staff').length > 0;

/**
 * Whether picking `next` sends anything: not when the change is not allowed, the status is unchanged
 * or the order is already being updated (the spec ignores those).
 */
export function shouldSendStatusChange(current: OrderStatus, next: string, updating: boolean): next is OrderStatus {
  return !updating && isOrderStatus(next) && next !== current && canMove(current, next, 'staff');
}

/** Message keys of the labels (the same words as the filter options). */
export const statusLabelKey = (status: OrderStatus): string => `resources.orders.statuses.${status}`;
export const paymentLabelKey = (status: PaymentStatus): string => `resources.orders.payment_statuses.${status}`;

/** Badge colours: waiting for money in amber, done in green, stopped in grey, moving on in blue. */
export const STATUS_COLORS: Readonly<Record<OrderStatus, ChipColor>> = {
  unpaid: 'warning',
  paid: 'success',
  new: 'info',
  preparing: 'primary',
  ready: 'secondary',
  completed: 'success',
  cancelled: 'default',
};

export const PAYMENT_COLORS: Readonly<Record<PaymentStatus, ChipColor>> = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  // Money went back: part of it (the rest still paid), or all of it.
  partly_refunded: 'info',
  refunded: 'default',
};

/** How a settled order was paid, for the desk: "Card, 3 payments", "Bit"... (the count only for installments). */
export function paidWithText(
  order: { paid_with: string | null; installments: number | null },
  translate: (key: string, options?: object) => string,
): string {
  if (!order.paid_with) return '';
  const key = `resources.orders.paid_with.${order.paid_with}`;
  return order.paid_with === 'installments' ? translate(key, { smart_count: order.installments ?? 1 }) : translate(key);
}
