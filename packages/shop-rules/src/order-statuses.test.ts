import { describe, expect, it } from 'vitest';
import {
  asOrderStatus,
  asPaymentStatus,
  hasNothingToPay,
  holdsPayment,
  isOnlinePaymentMethod,
  isPaidWith,
  PAID_WITH,
  PAYMENT_STATUSES,
  wasPaid,
} from './order-statuses';

describe('payment methods and unknown statuses', () => {
  it('knows how an order can have been paid', () => {
    expect(PAID_WITH.filter(isPaidWith)).toEqual(['cash', 'credit_card', 'installments', 'bit']);
    expect(isPaidWith('paypal')).toBe(false);
    expect(isOnlinePaymentMethod('bit')).toBe(true);
    expect(isOnlinePaymentMethod('cash')).toBe(false);
    expect(hasNothingToPay(0)).toBe(true);
    expect(hasNothingToPay(1)).toBe(false);
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
