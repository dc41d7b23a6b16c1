import { holdsPayment } from 'shop-rules';
import type { ChipColor } from '../shared/StatusChip';

/** What the desk reads of an order to tell a payment that arrived after its cancellation. */
export interface LatePaymentFacts {
  payment_status: string;
  paid_after_cancellation_at?: string | null;
  total_amount: number;
  refunded_amount?: number;
}

/** A card or Bit payment arrived after the order was cancelled (the mark stays after the refund, as history). */
export const paidAfterCancellation = (order: LatePaymentFacts): boolean => Boolean(order.paid_after_cancellation_at);

/** ...and the shop still holds that money: staff are to give it back, whole. */
export const latePaymentToRefund = (order: LatePaymentFacts): boolean => paidAfterCancellation(order) && holdsPayment(order.payment_status);

/** Red while the money is still held, grey once it went back. */
export const latePaymentColor = (order: LatePaymentFacts): ChipColor => (latePaymentToRefund(order) ? 'error' : 'default');

/** What such a refund gives back, in shekels: the whole payment less anything refunded already (the server plans the same). */
export const latePaymentHeld = (order: LatePaymentFacts): number =>
  Math.max(0, Math.round((order.total_amount - (order.refunded_amount ?? 0)) * 100) / 100);
