/** Rules of the card payment page (/payment/{orderId}) that need no browser. */

export type PaymentResult =
  | { kind: 'success'; transactionId: string | null }
  | { kind: 'failed'; message: string | null }
  | { kind: 'cancelled' }
  /** The frame reported a success the server has not confirmed yet. */
  | { kind: 'pending' };

/** What the frame said happened (a hint, never the result itself). */
export type FrameReport = 'payment_success' | 'payment_error';

export interface ServerPaymentStatus {
  status: 'success' | 'failed' | 'pending';
  transactionId: string | null;
  errorMessage: string | null;
}

/** After a success message the server may not have the provider's notification yet: ask a few more times. */
export const STATUS_POLL_ATTEMPTS = 6;
export const STATUS_POLL_INTERVAL_MS = 1000;
/** The spec's pause on the success panel before the order confirmation opens. */
export const SUCCESS_REDIRECT_MS = 3000;

/**
 * The result to show from the server's record, or null to ask again. A success message with the server
 * still pending is asked again until the attempts run out, then shown as pending; an error message with
 * the server pending is a payment that did not happen: failed, with the default message.
 */
export function resultFromServer(report: FrameReport, status: ServerPaymentStatus, attempt: number): PaymentResult | null {
  if (status.status === 'success') return { kind: 'success', transactionId: status.transactionId };
  if (status.status === 'failed') return { kind: 'failed', message: status.errorMessage };
  if (report === 'payment_error') return { kind: 'failed', message: null };
  return attempt + 1 < STATUS_POLL_ATTEMPTS ? null : { kind: 'pending' };
}

/** Made at first use, not when the module loads (building a formatter reads the locale's data). */
let israelTime: Intl.DateTimeFormat | undefined;
const ISRAEL_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Jerusalem',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** dd.MM.yyyy HH:mm in the store's time (Israel), the same on the server and in any browser; '' when unreadable. */
export function formatOrderDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  israelTime ??= new Intl.DateTimeFormat('en-GB', ISRAEL_TIME_OPTIONS);
  const parts = Object.fromEntries(israelTime.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

export interface PaidOrderRef {
  id: string;
  orderNumber: string;
  customerEmail: string;
}

/** The order confirmation after a card payment (spec: paymentSuccess and transactionId). */
export function orderSuccessPath(order: PaidOrderRef, transactionId: string | null): string {
  const query = new URLSearchParams({
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerEmail: order.customerEmail,
    paymentSuccess: 'true',
  });
  if (transactionId) query.set('transactionId', transactionId);
  return `/order-success?${query}`;
}

/** Back to the order: its tracking page, filled in. */
export function orderTrackingPath(order: Pick<PaidOrderRef, 'orderNumber' | 'customerEmail'>): string {
  return `/order-tracking?${new URLSearchParams({ orderNumber: order.orderNumber, customerEmail: order.customerEmail })}`;
}
