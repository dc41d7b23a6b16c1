import { describe, expect, it } from 'vitest';
import {
  adminStatusChange,
  AdminStatusChange,
  allowedStatusChanges,
  asOrderStatus,
  asPaymentStatus,
  holdsPayment,
  initialStatus,
  isOnlinePaymentMethod,
  isPaidWith,
  ORDER_STATUSES,
  OrderStatus,
  PAID_WITH,
  PAYMENT_STATUSES,
  wasPaid,
} from './order-statuses';

// Rows: from; columns in ORDER_STATUSES order: unpaid, paid, new, preparing, ready, completed, cancelled.
const A = 'allowed',
  U = 'unchanged',
  P = 'payments-only',
  F = 'final';
const EXPECTED: Record<OrderStatus, AdminStatusChange[]> = {
  unpaid: [U, P, A, A, A, A, A],
  paid: [A, P, A, A, A, A, A],
  new: [A, P, U, A, A, A, A],
  preparing: [A, P, A, U, A, A, A],
  ready: [A, P, A, A, U, A, A],
  completed: [F, F, F, F, F, F, F],
  cancelled: [F, F, F, F, F, F, F],
};

const cases = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to, i) => [from, to, EXPECTED[from][i]] as const));

describe('staff status changes', () => {
  it.each(cases)('%s -> %s is %s', (from, to, expected) => {
    expect(adminStatusChange(from, to)).toBe(expected);
  });

  it.each(ORDER_STATUSES.map((from) => [from] as const))('from %s offers exactly the allowed changes', (from) => {
    expect(allowedStatusChanges(from)).toEqual(ORDER_STATUSES.filter((_, i) => EXPECTED[from][i] === A));
  });
});

describe('starting and unknown statuses', () => {
  it('starts a cash order as new and a card or Bit order as unpaid, all with payment pending', () => {
    expect(initialStatus('cash', 10_000)).toEqual({ status: 'new', paymentStatus: 'pending' });
    expect(initialStatus('credit_card', 10_000)).toEqual({ status: 'unpaid', paymentStatus: 'pending' });
    expect(initialStatus('bit', 10_000)).toEqual({ status: 'unpaid', paymentStatus: 'pending' });
    expect(initialStatus('credit_card', 1)).toEqual({ status: 'unpaid', paymentStatus: 'pending' });
    // Nothing to pay: settled as placed, never sent to the provider.
    expect(initialStatus('credit_card', 0)).toEqual({ status: 'new', paymentStatus: 'paid' });
    expect(initialStatus('bit', 0)).toEqual({ status: 'new', paymentStatus: 'paid' });
    expect(initialStatus('cash', 0)).toEqual({ status: 'new', paymentStatus: 'pending' });
  });

  it('knows how an order can have been paid', () => {
    expect(PAID_WITH.filter(isPaidWith)).toEqual(['cash', 'credit_card', 'installments', 'bit']);
    expect(isPaidWith('paypal')).toBe(false);
    expect(isOnlinePaymentMethod('bit')).toBe(true);
    expect(isOnlinePaymentMethod('cash')).toBe(false);
  });

  it('reads an unknown stored status as unpaid and an unknown payment status as pending', () => {
    expect(asOrderStatus('shipped')).toBe('unpaid');
    expect(asOrderStatus(null)).toBe('unpaid');
    expect(asPaymentStatus('refunded?')).toBe('pending');
    expect(asOrderStatus('ready')).toBe('ready');
  });
});

describe('payment statuses after a refund', () => {
  it.each([
    ['pending', false, false],
    ['failed', false, false],
    ['paid', true, true],
    ['partly_refunded', true, true],
    ['refunded', false, true],
  ] as const)('%s: the shop holds money %s, it was paid %s', (status, holds, paid) => {
    expect(PAYMENT_STATUSES).toContain(status);
    expect(holdsPayment(status)).toBe(holds);
    expect(wasPaid(status)).toBe(paid);
  });
});
