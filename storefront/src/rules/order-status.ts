import { asPaymentStatus, wasPaid, type PaymentStatus } from 'shop-rules';
import type { Schemas } from '../api/wire';
import { paysOnline } from './checkout-validation';

/**
 * How a shopper's order status reads: the label and colour of the server's displayed status and the
 * labels of the timeline steps. Which status is displayed and which steps are lit is the server's rule
 * (backend ordering/domain/order-progress.ts), answered with every tracked order.
 */
export type DisplayedStatus = Schemas['DisplayedStatusResponseDto'];
export type DisplayedStatusCode = DisplayedStatus['code'];
export type TimelineEntry = Schemas['TimelineStepResponseDto'];
export type TimelineStep = TimelineEntry['step'];

/** The i18n key of a displayed status. */
export const STATUS_LABEL: Record<DisplayedStatusCode, string> = {
  cancelled: 'ORDER_STATUS.CANCELLED',
  completed: 'ORDER_STATUS.COMPLETED',
  ready: 'ORDER_STATUS.READY',
  preparing: 'ORDER_STATUS.PREPARING',
  paid: 'ORDER_STATUS.PAID',
  payment_failed: 'ORDER_STATUS.PAYMENT_FAILED',
  unpaid: 'ORDER_STATUS.UNPAID',
  pay_at_store: 'ORDER_STATUS.PAY_AT_STORE',
};

/** The i18n key of the payment method chosen at checkout. */
export function paymentMethodLabel(method: string): string {
  if (method === 'credit_card') return 'PAYMENT_METHOD.CREDIT_CARD';
  if (method === 'bit') return 'PAYMENT_METHOD.BIT';
  return 'PAYMENT_METHOD.CASH';
}

/** How a settled order was paid, as an i18n key and its count (card installments); null until it is paid. */
export function paidWithLabel(order: { paid_with: string | null; installments: number | null }): { key: string; count?: number } | null {
  switch (order.paid_with) {
    case 'cash':
      return { key: 'PAID_WITH.CASH' };
    case 'credit_card':
      return { key: 'PAID_WITH.CREDIT_CARD' };
    case 'bit':
      return { key: 'PAID_WITH.BIT' };
    case 'installments':
      return { key: 'PAID_WITH.INSTALLMENTS', count: order.installments ?? 1 };
    default:
      return null;
  }
}

/** The i18n key of each payment status (shop-rules' PAYMENT_STATUSES), so none shows as a raw key. */
export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: 'PAYMENT_STATUS.PENDING',
  paid: 'PAYMENT_STATUS.PAID',
  failed: 'PAYMENT_STATUS.FAILED',
  partly_refunded: 'PAYMENT_STATUS.PARTLY_REFUNDED',
  refunded: 'PAYMENT_STATUS.REFUNDED',
};

export const paymentStatusLabel = (status: string): string => PAYMENT_STATUS_LABEL[asPaymentStatus(status)];

/** An order whose money went back, in part or whole: its payment status and the amount refunded; null otherwise. */
export function refundOf(order: { payment_status: string; refunded_amount: number }): { key: string; amount: number } | null {
  if (order.refunded_amount <= 0 && order.payment_status !== 'refunded' && order.payment_status !== 'partly_refunded') return null;
  return { key: paymentStatusLabel(order.payment_status), amount: order.refunded_amount };
}

export const STEP_LABEL: Record<TimelineStep, string> = {
  ordered: 'TRACKING.STEP_ORDERED',
  preparing: 'TRACKING.STEP_PREPARING',
  ready: 'TRACKING.STEP_READY',
  completed: 'TRACKING.STEP_COMPLETED',
};

export type BadgeTone = 'ok' | 'bad' | 'info' | 'neutral';

/**
 * The badge colour: done or paid reads as good news, cancelled or failed as bad, paying at the store
 * (the shopper's own choice) as plain information, the rest as in progress.
 */
export function statusTone(code: DisplayedStatusCode): BadgeTone {
  if (code === 'cancelled' || code === 'payment_failed') return 'bad';
  if (code === 'pay_at_store') return 'neutral';
  if (code === 'completed' || code === 'paid') return 'ok';
  return 'info';
}

/** A card or Bit order still waiting for its money (not cancelled, not collected) can be paid from the tracking page. */
export function canPayNow(order: { payment_method: string; payment_status: string; status: string }): boolean {
  // Paid once is paid: a refund since does not ask for the money again.
  if (!paysOnline(order.payment_method) || wasPaid(order.payment_status)) return false;
  return order.status !== 'cancelled' && order.status !== 'completed' && order.status !== 'paid';
}
