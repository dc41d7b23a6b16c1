import { DomainError } from '../../../shared/domain/domain-error';

/** The lifecycle of an order. `unpaid` and `new` are the starting points (card and cash). */
export const ORDER_STATUSES = ['unpaid', 'paid', 'new', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'credit_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/** The spec shows unknown stored values as unpaid. */
export const asOrderStatus = (value: string): OrderStatus => (isOrderStatus(value) ? value : 'unpaid');
export const asPaymentStatus = (value: string): PaymentStatus => (isPaymentStatus(value) ? value : 'pending');

/** Card orders wait for the provider's verdict; cash orders are ready to be prepared. */
export function initialStatus(method: PaymentMethod): { status: OrderStatus; paymentStatus: PaymentStatus } {
  return { status: method === 'credit_card' ? 'unpaid' : 'new', paymentStatus: 'pending' };
}

/**
 * What staff may do from the status select. The spec lets them pick anything; we keep the books
 * honest: `paid` only comes from a verified payment (payments context), a cancelled order has
 * given its stock back and a completed one has left the shop, so neither moves again.
 */
export type AdminStatusChange = 'allowed' | 'unchanged' | 'payments-only' | 'final';

const MOVABLE: readonly OrderStatus[] = ['unpaid', 'new', 'preparing', 'ready', 'completed', 'cancelled'];

export const ADMIN_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  unpaid: MOVABLE,
  paid: MOVABLE,
  new: MOVABLE,
  preparing: MOVABLE,
  ready: MOVABLE,
  completed: [],
  cancelled: [],
};

export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

export function adminStatusChange(from: OrderStatus, to: OrderStatus): AdminStatusChange {
  if (FINAL_STATUSES.includes(from)) return 'final';
  if (to === 'paid') return 'payments-only';
  if (from === to) return 'unchanged';
  return ADMIN_STATUS_TRANSITIONS[from].includes(to) ? 'allowed' : 'final';
}

/**
 * Checks a status change asked for by staff. Returns whether the stock held by the order must go
 * back to the shelf (a cancellation), or throws the reason it is refused.
 */
export function planAdminStatusChange(from: OrderStatus, to: OrderStatus): { changes: boolean; releasesStock: boolean } {
  switch (adminStatusChange(from, to)) {
    case 'final':
      throw new DomainError('ORDER_STATUS_FINAL', 'conflict', `A ${from} order cannot change its status`, [
        { field: 'status', message: `${from} is a final status` },
      ]);
    case 'payments-only':
      throw new DomainError('STATUS_SET_BY_PAYMENT_ONLY', 'unprocessable', 'An order becomes paid only through a verified payment', [
        { field: 'status', message: 'paid is set by the payment provider, not by staff' },
      ]);
    case 'unchanged':
      return { changes: false, releasesStock: false };
    case 'allowed':
      return { changes: true, releasesStock: to === 'cancelled' };
  }
}
