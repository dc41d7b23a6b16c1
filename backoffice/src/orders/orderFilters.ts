import { isOrderStatus, isPaymentStatus } from './orderStatus';

/**
 * The filter panel's values. Applied, they become react-admin's list filter, which lives in the URL
 * (`?filter={...}`) and reaches GET /api/orders as `filter={status,payment_status,date_from,date_to,q,cancellation,paid_after_cancellation}`,
 * where the database does the filtering.
 */
export interface OrderFilterForm {
  status: string;
  payment_status: string;
  date_from: string;
  date_to: string;
  search: string;
  /** 'open': only orders with a cancellation request waiting for staff. */
  cancellation: string;
  /** 'true': only orders a card or Bit payment reached after they were cancelled. */
  paid_after_cancellation: string;
}

export type OrderListFilter = Partial<
  Record<'status' | 'payment_status' | 'date_from' | 'date_to' | 'q' | 'cancellation' | 'paid_after_cancellation', string>
>;

export const EMPTY_ORDER_FILTERS: OrderFilterForm = {
  status: '',
  payment_status: '',
  date_from: '',
  date_to: '',
  search: '',
  cancellation: '',
  paid_after_cancellation: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the date input gives it (YYYY-MM-DD), and a real one (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The list filter of the panel's values: trimmed, empty and unreadable values left out. */
export function orderListFilter(form: Partial<OrderFilterForm>): OrderListFilter {
  const filter: OrderListFilter = {};
  const status = form.status?.trim() ?? '';
  if (isOrderStatus(status)) filter.status = status;
  const paymentStatus = form.payment_status?.trim() ?? '';
  if (isPaymentStatus(paymentStatus)) filter.payment_status = paymentStatus;
  const from = form.date_from?.trim() ?? '';
  if (isCalendarDay(from)) filter.date_from = from;
  const to = form.date_to?.trim() ?? '';
  if (isCalendarDay(to)) filter.date_to = to;
  // The server caps a search at 200 characters.
  const search = (form.search ?? '').trim().slice(0, 200);
  if (search) filter.q = search;
  if (form.cancellation === 'open') filter.cancellation = 'open';
  if (form.paid_after_cancellation === 'true') filter.paid_after_cancellation = 'true';
  return filter;
}

/** The panel's values of the list filter in the URL (the other way round; unknown keys ignored). */
export function orderFilterForm(filter: Record<string, unknown> | undefined): OrderFilterForm {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    status: text(filter?.status),
    payment_status: text(filter?.payment_status),
    date_from: text(filter?.date_from),
    date_to: text(filter?.date_to),
    search: text(filter?.q ?? filter?.search),
    cancellation: text(filter?.cancellation),
    paid_after_cancellation: text(filter?.paid_after_cancellation),
  };
}

/** How many filters are applied (shown on the Filters button). */
export const activeFilterCount = (filter: Record<string, unknown> | undefined): number =>
  Object.keys(orderListFilter(orderFilterForm(filter))).length;

export type OrderExportLayout = 'orders' | 'lines';

/** The download's address: the desk's own filters, exactly as the list sends them, and one row per order or per line. */
export function orderExportPath(filter: Record<string, unknown> | undefined, layout: OrderExportLayout): string {
  const params = new URLSearchParams({ layout, filter: JSON.stringify(orderListFilter(orderFilterForm(filter))) });
  return `/api/orders/export?${params.toString()}`;
}
