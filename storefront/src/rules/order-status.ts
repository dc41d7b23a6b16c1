/**
 * How a shopper sees an order's status (storefront spec, section 4). The server answers the same rule
 * with every tracked order (display_status, timeline); these are used when an answer lacks them, and
 * to pick the label and colour of each.
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'new', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type DisplayedStatusCode = 'cancelled' | 'completed' | 'ready' | 'preparing' | 'paid' | 'payment_failed' | 'unpaid';
export interface DisplayedStatus {
  code: DisplayedStatusCode;
  paid: boolean;
}

export const TIMELINE_STEPS = ['ordered', 'preparing', 'ready', 'completed'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];
export interface TimelineEntry {
  step: TimelineStep;
  active: boolean;
}

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** Unknown stored values display as unpaid. */
export function displayedStatus(rawStatus: string, paymentStatus: string): DisplayedStatus {
  const status: OrderStatus = isOrderStatus(rawStatus) ? rawStatus : 'unpaid';
  const paid = paymentStatus === 'paid';
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
      return { code: 'unpaid', paid: false };
  }
}

/** Which statuses light each step; paid and cancelled light none by themselves. */
const ACTIVE_FOR: Record<TimelineStep, readonly string[]> = {
  ordered: ['unpaid', 'new', 'preparing', 'ready', 'completed'],
  preparing: ['preparing', 'ready', 'completed'],
  ready: ['ready', 'completed'],
  completed: ['completed'],
};

export function trackingTimeline(status: string): TimelineEntry[] {
  return TIMELINE_STEPS.map((step) => ({ step, active: ACTIVE_FOR[step].includes(status) }));
}

/** The i18n key of a displayed status. */
export const STATUS_LABEL: Record<DisplayedStatusCode, string> = {
  cancelled: 'ORDER_STATUS.CANCELLED',
  completed: 'ORDER_STATUS.COMPLETED',
  ready: 'ORDER_STATUS.READY',
  preparing: 'ORDER_STATUS.PREPARING',
  paid: 'ORDER_STATUS.PAID',
  payment_failed: 'ORDER_STATUS.PAYMENT_FAILED',
  unpaid: 'ORDER_STATUS.UNPAID',
};

export const STEP_LABEL: Record<TimelineStep, string> = {
  ordered: 'TRACKING.STEP_ORDERED',
  preparing: 'TRACKING.STEP_PREPARING',
  ready: 'TRACKING.STEP_READY',
  completed: 'TRACKING.STEP_COMPLETED',
};

export type BadgeTone = 'ok' | 'bad' | 'info';

/** The badge colour: done or paid reads as good news, cancelled or failed as bad, the rest as in progress. */
export function statusTone(code: DisplayedStatusCode): BadgeTone {
  if (code === 'cancelled' || code === 'payment_failed') return 'bad';
  if (code === 'completed' || code === 'paid') return 'ok';
  return 'info';
}

/** A card order still waiting for its money (not cancelled, not collected) can be paid from the tracking page. */
export function canPayNow(order: { payment_method: string; payment_status: string; status: string }): boolean {
  if (order.payment_method !== 'credit_card' || order.payment_status === 'paid') return false;
  return order.status !== 'cancelled' && order.status !== 'completed' && order.status !== 'paid';
}
