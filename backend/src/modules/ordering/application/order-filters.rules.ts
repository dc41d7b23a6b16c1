import { DomainError } from '../../../shared/domain/domain-error';
import { type CalendarDay, parseDayLabel, startOfShopDay } from '../../../shared/domain/shop-calendar';
import { classifyOrderSearch } from '../domain/order-search';
import { isOrderStatus, isPaymentStatus, ORDER_STATUSES, PAYMENT_STATUSES } from '../domain/order-status';
import type { OrderFilters } from './order-read-model.port';

/** A filter value from `filter={...}` (react-admin) or a plain query parameter (integrators). */
function valueOf(name: string, query: Record<string, unknown>, filter: Record<string, unknown>): string | undefined {
  const raw = filter[name] ?? query[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw DomainError.invalid('INVALID_FILTER', `${name} must be a single text value`, name);
  return raw.trim() === '' ? undefined : raw.trim();
}

/** An ISO calendar date `YYYY-MM-DD` as year, month, day; anything else (or 2026-02-30) is refused. */
export function parseCalendarDay(raw: string, field: string): CalendarDay {
  const day = parseDayLabel(raw);
  if (!day) throw DomainError.invalid('INVALID_FILTER', `${field} must be a date as YYYY-MM-DD`, field);
  return day;
}

/** Dates are the shop's days (its time zone), the days staff read next to every order. */
export function parseOrderFilters(query: Record<string, unknown>, filter: Record<string, unknown>, timeZone: string): OrderFilters {
  const filters: OrderFilters = {};
  const status = valueOf('status', query, filter);
  if (status !== undefined) {
    if (!isOrderStatus(status)) throw DomainError.invalid('INVALID_FILTER', `status must be one of ${ORDER_STATUSES.join(', ')}`, 'status');
    filters.status = status;
  }
  const paymentStatus = valueOf('payment_status', query, filter);
  if (paymentStatus !== undefined) {
    if (!isPaymentStatus(paymentStatus)) {
      throw DomainError.invalid('INVALID_FILTER', `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}`, 'payment_status');
    }
    filters.paymentStatus = paymentStatus;
  }
  const from = valueOf('date_from', query, filter);
  if (from !== undefined) {
    const { year, month, day } = parseCalendarDay(from, 'date_from');
    filters.createdFrom = startOfShopDay(year, month, day, timeZone);
  }
  const to = valueOf('date_to', query, filter);
  // date_to names a whole day: everything before the shop's next midnight.
  if (to !== undefined) {
    const { year, month, day } = parseCalendarDay(to, 'date_to');
    filters.createdBefore = startOfShopDay(year, month, day + 1, timeZone);
  }
  const cancellation = valueOf('cancellation', query, filter);
  if (cancellation !== undefined) {
    if (cancellation !== 'open') throw DomainError.invalid('INVALID_FILTER', 'cancellation must be open', 'cancellation');
    filters.openCancellation = true;
  }
  const paidAfterCancellation = valueOf('paid_after_cancellation', query, filter);
  if (paidAfterCancellation !== undefined) {
    if (paidAfterCancellation !== 'true') {
      throw DomainError.invalid('INVALID_FILTER', 'paid_after_cancellation must be true', 'paid_after_cancellation');
    }
    filters.paidAfterCancellation = true;
  }
  // react-admin's full-text search input is called `q`.
  const search = valueOf('search', query, filter) ?? valueOf('q', query, filter);
  if (search !== undefined) {
    if (search.length > 200) throw DomainError.invalid('INVALID_FILTER', 'search must be at most 200 characters', 'search');
    // Nothing searchable (punctuation only) matches no order, rather than every one.
    filters.search = classifyOrderSearch(search) ?? { kind: 'words', words: [] };
  }
  return filters;
}
