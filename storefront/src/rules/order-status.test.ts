import { describe, expect, it } from 'vitest';
import { canPayNow, paidWithLabel, paymentMethodLabel, statusTone } from './order-status';

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
