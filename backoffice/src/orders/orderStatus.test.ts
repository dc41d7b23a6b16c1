import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { he } from '../i18n/he';
import { ru } from '../i18n/ru';
import {
  allowedMoves,
  asOrderStatus,
  asPaymentStatus,
  ORDER_STATUSES,
  PAYMENT_COLORS,
  PAYMENT_STATUSES,
  paidWithText,
  paymentLabelKey,
  shouldSendStatusChange,
  staffMayMove,
  statusLabelKey,
  statusOptions,
  type OrderStatus,
} from './orderStatus';

describe('order status changes staff may make', () => {
  // The shop's lifecycle table, as the server reads it: every open status moves anywhere but paid.
  const table: Array<[OrderStatus, OrderStatus[]]> = [
    ['unpaid', ['new', 'preparing', 'ready', 'completed', 'cancelled']],
    ['paid', ['unpaid', 'new', 'preparing', 'ready', 'completed', 'cancelled']],
    ['new', ['unpaid', 'preparing', 'ready', 'completed', 'cancelled']],
    ['preparing', ['unpaid', 'new', 'ready', 'completed', 'cancelled']],
    ['ready', ['unpaid', 'new', 'preparing', 'completed', 'cancelled']],
    ['completed', []],
    ['cancelled', []],
  ];

  it.each(table)('from %s', (from, targets) => {
    expect(allowedMoves(from, 'staff')).toEqual(targets);
    expect(statusOptions(from).filter((status) => status !== from)).toEqual(targets);
    expect(staffMayMove(from)).toBe(targets.length > 0);
  });

  it('offers the current status first and the allowed ones in lifecycle order', () => {
    expect(statusOptions('new')).toEqual(['unpaid', 'new', 'preparing', 'ready', 'completed', 'cancelled']);
    expect(statusOptions('paid')).toEqual(['unpaid', 'paid', 'new', 'preparing', 'ready', 'completed', 'cancelled']);
    expect(statusOptions('completed')).toEqual(['completed']);
    expect(statusOptions('cancelled')).toEqual(['cancelled']);
  });

  it('sends nothing for the same status, a refused one, an unknown one or while updating', () => {
    expect(shouldSendStatusChange('new', 'preparing', false)).toBe(true);
    expect(shouldSendStatusChange('new', 'new', false)).toBe(false);
    expect(shouldSendStatusChange('new', 'paid', false)).toBe(false);
    expect(shouldSendStatusChange('new', 'shipped', false)).toBe(false);
    expect(shouldSendStatusChange('completed', 'new', false)).toBe(false);
    expect(shouldSendStatusChange('new', 'preparing', true)).toBe(false);
  });
});

describe('status labels', () => {
  it('has one message key per status', () => {
    expect(ORDER_STATUSES.map(statusLabelKey)).toContain('resources.orders.statuses.preparing');
    expect(paymentLabelKey('failed')).toBe('resources.orders.payment_statuses.failed');
  });

  it('names and colours every payment status in every language, the refunded ones included', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(PAYMENT_COLORS[status]).toBeDefined();
      for (const messages of [he, ru, en]) expect(messages.resources.orders.payment_statuses[status]).toMatch(/\S/);
    }
    expect(he.resources.orders.payment_statuses.partly_refunded).toBe('זוכה חלקית');
  });

  it('reads unknown stored values as the server does', () => {
    expect(asOrderStatus('failed')).toBe('unpaid');
    expect(asOrderStatus('ready')).toBe('ready');
    expect(asPaymentStatus(undefined)).toBe('pending');
  });
});

describe('how an order was paid', () => {
  const translate = (key: string, options?: object) => `${key}${options ? JSON.stringify(options) : ''}`;

  it('counts the payments of installments only', () => {
    expect(paidWithText({ paid_with: 'installments', installments: 3 }, translate)).toBe(
      'resources.orders.paid_with.installments{"smart_count":3}',
    );
    expect(paidWithText({ paid_with: 'bit', installments: null }, translate)).toBe('resources.orders.paid_with.bit');
    expect(paidWithText({ paid_with: null, installments: null }, translate)).toBe('');
  });
});
