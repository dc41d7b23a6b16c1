import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from 'shop-rules';
import { canPayNow, paidWithLabel, paymentMethodLabel, paymentStatusLabel, refundOf, statusTone } from './order-status';

// Which status is displayed and which steps light is the server's rule, tested table-driven beside it
// (backend/src/modules/ordering/domain/order-progress.spec.ts); here only how it reads.
describe('displayed order status', () => {
  it('colours good news, bad news and progress apart', () => {
    expect(statusTone('completed')).toBe('ok');
    expect(statusTone('paid')).toBe('ok');
    expect(statusTone('cancelled')).toBe('bad');
    expect(statusTone('payment_failed')).toBe('bad');
    expect(statusTone('preparing')).toBe('info');
    expect(statusTone('unpaid')).toBe('info');
    expect(statusTone('pay_at_store')).toBe('neutral');
  });
});

describe('pay now', () => {
  it.each([
    [{ payment_method: 'credit_card', payment_status: 'pending', status: 'unpaid' }, true],
    [{ payment_method: 'credit_card', payment_status: 'failed', status: 'unpaid' }, true],
    [{ payment_method: 'credit_card', payment_status: 'pending', status: 'preparing' }, true],
    [{ payment_method: 'credit_card', payment_status: 'paid', status: 'paid' }, false],
    [{ payment_method: 'credit_card', payment_status: 'pending', status: 'cancelled' }, false],
    [{ payment_method: 'credit_card', payment_status: 'pending', status: 'completed' }, false],
    [{ payment_method: 'cash', payment_status: 'pending', status: 'new' }, false],
    [{ payment_method: 'bit', payment_status: 'pending', status: 'unpaid' }, true],
    [{ payment_method: 'bit', payment_status: 'paid', status: 'paid' }, false],
    [{ payment_method: 'credit_card', payment_status: 'partly_refunded', status: 'preparing' }, false],
    [{ payment_method: 'credit_card', payment_status: 'refunded', status: 'cancelled' }, false],
  ])('%j: %s', (order, expected) => {
    expect(canPayNow(order)).toBe(expected);
  });
});

describe('how an order was paid', () => {
  it('names the method chosen, Bit included', () => {
    expect(['cash', 'credit_card', 'bit'].map(paymentMethodLabel)).toEqual([
      'PAYMENT_METHOD.CASH',
      'PAYMENT_METHOD.CREDIT_CARD',
      'PAYMENT_METHOD.BIT',
    ]);
  });

  it('says card, card in payments with their count, Bit, or nothing until paid', () => {
    expect(paidWithLabel({ paid_with: 'installments', installments: 3 })).toEqual({ key: 'PAID_WITH.INSTALLMENTS', count: 3 });
    expect(paidWithLabel({ paid_with: 'credit_card', installments: 1 })).toEqual({ key: 'PAID_WITH.CREDIT_CARD' });
    expect(paidWithLabel({ paid_with: 'bit', installments: null })).toEqual({ key: 'PAID_WITH.BIT' });
    expect(paidWithLabel({ paid_with: null, installments: null })).toBeNull();
  });
});

describe('payment status and refunds', () => {
  it('names every payment status', () => {
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual([
      'PAYMENT_STATUS.PENDING',
      'PAYMENT_STATUS.PAID',
      'PAYMENT_STATUS.FAILED',
      'PAYMENT_STATUS.PARTLY_REFUNDED',
      'PAYMENT_STATUS.REFUNDED',
    ]);
    expect(paymentStatusLabel('chargeback')).toBe('PAYMENT_STATUS.PENDING');
  });

  it.each([
    [{ payment_status: 'paid', refunded_amount: 0 }, null],
    [
      { payment_status: 'partly_refunded', refunded_amount: 475 },
      { key: 'PAYMENT_STATUS.PARTLY_REFUNDED', amount: 475 },
    ],
    [
      { payment_status: 'refunded', refunded_amount: 1900 },
      { key: 'PAYMENT_STATUS.REFUNDED', amount: 1900 },
    ],
  ])('shows the refund of %j', (order, expected) => {
    expect(refundOf(order)).toEqual(expected);
  });
});
