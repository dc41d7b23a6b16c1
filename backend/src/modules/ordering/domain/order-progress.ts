import { holdsPayment, isOrderStatus, OrderStatus, PaymentMethod, PaymentStatus } from './order-status';

/**
 * The label a shopper sees for an order (storefront spec, section 4). `pay_at_store`: a cash order
 * not yet paid is expected to be paid at pickup, so it reads as a plan, not as a debt.
 */
export const DISPLAYED_STATUS_CODES = [
  'cancelled',
  'completed',
  'ready',
  'preparing',
  'paid',
  'payment_failed',
  'unpaid',
  'pay_at_store',
] as const;
export type DisplayedStatusCode = (typeof DISPLAYED_STATUS_CODES)[number];

export interface DisplayedStatus {
  code: DisplayedStatusCode;
  paid: boolean;
}

export function displayedStatus(rawStatus: string, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod): DisplayedStatus {
  // Unknown stored values display as unpaid.
  const status: OrderStatus = isOrderStatus(rawStatus) ? rawStatus : 'unpaid';
  // A partly refunded order is still a paid one for what is left of it.
  const paid = holdsPayment(paymentStatus);
  switch (status) {
    case 'cancelled':
      return { code: 'cancelled', paid: false };
    case 'completed':
      return { code: 'completed', paid: true };
    case 'ready':
    case 'preparing':
      return { code: status, paid };
    case 'paid':
      return { code: 'paid', paid: true };
    case 'new':
    case 'unpaid':
      if (paid) return { code: 'paid', paid: true };
      if (paymentStatus === 'failed') return { code: 'payment_failed', paid: false };
      return { code: paymentMethod === 'cash' ? 'pay_at_store' : 'unpaid', paid: false };
  }
}

export const TIMELINE_STEPS = ['ordered', 'preparing', 'ready', 'completed'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** Which statuses light each step; a paid order has been ordered too; `cancelled` lights none. */
const ACTIVE_FOR: Record<TimelineStep, readonly string[]> = {
  ordered: ['unpaid', 'new', 'paid', 'preparing', 'ready', 'completed'],
  preparing: ['preparing', 'ready', 'completed'],
  ready: ['ready', 'completed'],
  completed: ['completed'],
};

export function trackingTimeline(status: string): { step: TimelineStep; active: boolean }[] {
  return TIMELINE_STEPS.map((step) => ({ step, active: ACTIVE_FOR[step].includes(status) }));
}
