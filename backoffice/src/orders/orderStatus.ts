import type { ChipColor } from '../shared/StatusChip';

/**
 * The order lifecycle as the server enforces it (backend/src/modules/ordering/domain/order-status.ts):
 * the status select offers only what the server would accept, so staff never pick a change that is
 * bound to be refused. `paid` comes only from a verified payment; completed and cancelled are final.
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'new', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** Where staff may move an order from a status that is not final (never to paid). */
const STAFF_TARGETS: readonly OrderStatus[] = ['unpaid', 'new', 'preparing', 'ready', 'completed', 'cancelled'];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/** The server shows an unknown stored status as unpaid; so do we. */
export const asOrderStatus = (value: unknown): OrderStatus => (isOrderStatus(value) ? value : 'unpaid');
export const asPaymentStatus = (value: unknown): PaymentStatus => (isPaymentStatus(value) ? value : 'pending');

export const isFinalStatus = (status: OrderStatus): boolean => FINAL_STATUSES.includes(status);

/** The statuses staff may change an order to from `current` (none from a final status). */
export function allowedStatusChanges(current: OrderStatus): OrderStatus[] {
  if (isFinalStatus(current)) return [];
  return STAFF_TARGETS.filter((status) => status !== current);
}

/** The options of the inline select: the current status first, then the allowed changes in lifecycle order. */
export function statusOptions(current: OrderStatus): OrderStatus[] {
  const allowed = allowedStatusChanges(current);
  return ORDER_STATUSES.filter((status) => status === current || allowed.includes(status));
}

/**
 * Whether picking `next` sends anything: not when the change is not allowed, the status is unchanged
 * or the order is already being updated (the spec ignores those).
 */
export function shouldSendStatusChange(current: OrderStatus, next: string, updating: boolean): next is OrderStatus {
  return !updating && isOrderStatus(next) && allowedStatusChanges(current).includes(next);
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
};
