import type { Agorot } from 'shop-rules';
import type { CancelledLine } from './cancellation-request';

/** How money goes back: to the card or the Bit account it came from, in cash at the store, or none (nothing was paid). */
export const REFUND_METHODS = ['credit_card', 'bit', 'cash', 'none'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** `pending` while the provider is asked; then succeeded or failed, never changed again. */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export interface Refund {
  id: number;
  orderId: string;
  cancellationRequestId: number | null;
  /** Staff's key for a refund made from the orders desk: the same key is the same refund. */
  requestKey: string | null;
  amount: Agorot;
  goodsAmount: Agorot;
  deliveryAmount: Agorot;
  fee: Agorot;
  method: RefundMethod;
  state: RefundState;
  providerReference: string | null;
  providerMessage: string | null;
  lines: CancelledLine[];
  note: string | null;
  createdAt: Date;
}

/** Money goes back the way it came (paid_with once settled, else the method chosen); nothing to give back moves nothing. */
export function refundMethodOf(order: { paymentMethod: string; paidWith: string | null }, amount: Agorot): RefundMethod {
  if (amount <= 0) return 'none';
  const way = order.paidWith ?? order.paymentMethod;
  if (way === 'cash') return 'cash';
  if (way === 'bit') return 'bit';
  return 'credit_card';
}

/** Card and Bit refunds go through the payment provider; cash is paid back at the store. */
export const refundsThroughProvider = (method: RefundMethod): boolean => method === 'credit_card' || method === 'bit';
