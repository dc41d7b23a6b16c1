import { describe, expect, it } from 'vitest';
import { activeFilterCount, EMPTY_ORDER_FILTERS, isCalendarDay, orderExportPath, orderFilterForm, orderListFilter } from './orderFilters';

describe('order filters to the list query', () => {
  it('sends nothing for an empty panel', () => {
    expect(orderListFilter(EMPTY_ORDER_FILTERS)).toEqual({});
  });

  it('maps every field, the search as q, trimmed', () => {
    expect(
      orderListFilter({ status: 'new', payment_status: 'paid', date_from: '2026-01-01', date_to: '2026-01-31', search: '  Dana ' }),
    ).toEqual({ status: 'new', payment_status: 'paid', date_from: '2026-01-01', date_to: '2026-01-31', q: 'Dana' });
  });

  it('leaves out unknown statuses and impossible days', () => {
    expect(orderListFilter({ status: 'shipped', payment_status: 'chargeback', date_from: '2026-02-30', date_to: '31/01/2026' })).toEqual(
      {},
    );
  });

  it('filters the payment statuses a refund sets and the orders with an open cancellation request', () => {
    expect(orderListFilter({ payment_status: 'partly_refunded', cancellation: 'open' })).toEqual({
      payment_status: 'partly_refunded',
      cancellation: 'open',
    });
    expect(orderListFilter({ cancellation: 'closed' })).toEqual({});
    expect(orderFilterForm({ cancellation: 'open' })).toEqual({ ...EMPTY_ORDER_FILTERS, cancellation: 'open' });
    expect(activeFilterCount({ cancellation: 'open' })).toBe(1);
  });

  it('filters the orders paid after they were cancelled', () => {
    expect(orderListFilter({ paid_after_cancellation: 'true', payment_status: 'paid' })).toEqual({
      paid_after_cancellation: 'true',
      payment_status: 'paid',
    });
    expect(orderListFilter({ paid_after_cancellation: 'yes' })).toEqual({});
    expect(orderFilterForm({ paid_after_cancellation: 'true' })).toEqual({ ...EMPTY_ORDER_FILTERS, paid_after_cancellation: 'true' });
    expect(activeFilterCount({ paid_after_cancellation: 'true', lines: false })).toBe(1);
  });

  it('caps the search at the server limit of 200 characters', () => {
    expect(orderListFilter({ search: 'x'.repeat(250) }).q).toHaveLength(200);
  });

  it('reads the URL filter back into the panel, including the search alias', () => {
    expect(orderFilterForm({ status: 'ready', q: 'ORD-1' })).toEqual({ ...EMPTY_ORDER_FILTERS, status: 'ready', search: 'ORD-1' });
    expect(orderFilterForm({ search: 'dana', date_to: 5 })).toEqual({ ...EMPTY_ORDER_FILTERS, search: 'dana' });
    expect(orderFilterForm(undefined)).toEqual(EMPTY_ORDER_FILTERS);
  });

  it('counts the applied filters', () => {
    expect(activeFilterCount({ status: 'new', q: 'a', bogus: 'x' })).toBe(2);
    expect(activeFilterCount({})).toBe(0);
  });

  it('knows a calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-5')).toBe(false);
  });
});

describe('the orders export follows the desk', () => {
  it('sends the applied filters, the search as q, and the layout', () => {
    const path = orderExportPath({ status: 'new', q: ' Dana ', date_from: '2026-02-30', other: 'x' }, 'lines');
    const query = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/api/orders/export?')).toBe(true);
    expect(query.get('layout')).toBe('lines');
    expect(JSON.parse(query.get('filter')!)).toEqual({ status: 'new', q: 'Dana' });
  });

  it('sends an empty filter when none is applied', () => {
    expect(new URLSearchParams(orderExportPath(undefined, 'orders').split('?')[1]).get('filter')).toBe('{}');
  });
});
