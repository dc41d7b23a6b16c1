import type { Agorot } from './money';

/** The order's statuses, in lifecycle order; who may move an order between them: order-lifecycle.ts. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'new', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * `partly_refunded`: some lines were cancelled and their money went back, the rest stays paid;
 * `refunded`: the whole order was cancelled and its money went back (less any cancellation fee).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'partly_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The shop holds the shopper's money (all of it, or what is left after a partial refund). */
export const holdsPayment = (status: string): boolean => status === 'paid' || status === 'partly_refunded';

/**
 * The order was paid at some point (a refund does not undo that): a notify for it changes nothing
 * and no second payment is taken.
 */
export const wasPaid = (status: string): boolean => holdsPayment(status) || status === 'refunded';

export const PAYMENT_METHODS = ['cash', 'credit_card', 'bit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Paid online through the provider's hosted page (card or Bit): the order waits for its verdict. */
export const isOnlinePaymentMethod = (method: string): boolean => method === 'credit_card' || method === 'bit';

/**
 * How an order was actually paid, once settled: cash at the store, one card charge, card
 * installments (תשלומים), or Bit.
 */
export const PAID_WITH = ['cash', 'credit_card', 'installments', 'bit'] as const;
export type PaidWith = (typeof PAID_WITH)[number];
export const isPaidWith = (value: unknown): value is PaidWith =>
  typeof value === 'string' && (PAID_WITH as readonly string[]).includes(value);

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/** The spec shows unknown stored values as unpaid (and an unknown payment status as pending). */
export const asOrderStatus = (value: unknown): OrderStatus => (isOrderStatus(value) ? value : 'unpaid');
export const asPaymentStatus = (value: unknown): PaymentStatus => (isPaymentStatus(value) ? value : 'pending');

/** An order with nothing to pay: no payment frame, no provider. */
export const hasNothingToPay = (total: Agorot): boolean => total <= 0;
