import { describe, expect, it } from 'vitest';
import { latePaymentColor, latePaymentHeld, latePaymentToRefund, paidAfterCancellation, type LatePaymentFacts } from './latePayment';

const anOrder = (over: Partial<LatePaymentFacts> = {}): LatePaymentFacts => ({
  payment_status: 'paid',
  paid_after_cancellation_at: '2026-03-02T10:00:00.000Z',
  total_amount: 2030,
  refunded_amount: 0,
  ...over,
});

describe('a payment that arrived after the order was cancelled', () => {
  it.each([
    ['still held', anOrder(), true, true, 'error'],
    ['partly given back', anOrder({ payment_status: 'partly_refunded' }), true, true, 'error'],
    ['refunded: kept as history', anOrder({ payment_status: 'refunded' }), true, false, 'default'],
    ['an ordinary paid order', anOrder({ paid_after_cancellation_at: null }), false, false, 'default'],
    ['an order from before the mark existed', anOrder({ paid_after_cancellation_at: undefined }), false, false, 'default'],
  ])('%s', (_, order, marked, toRefund, color) => {
    expect(paidAfterCancellation(order)).toBe(marked);
    expect(latePaymentToRefund(order)).toBe(toRefund);
    expect(latePaymentColor(order)).toBe(color);
  });

  it('goes back whole, less what was refunded already, to the agora', () => {
    expect(latePaymentHeld(anOrder())).toBe(2030);
    expect(latePaymentHeld(anOrder({ total_amount: 100.1, refunded_amount: 30.05 }))).toBe(70.05);
    expect(latePaymentHeld(anOrder({ refunded_amount: 3000 }))).toBe(0);
  });
});
