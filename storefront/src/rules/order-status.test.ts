import { describe, expect, it } from 'vitest';
import { canPayNow, statusTone } from './order-status';

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
  ])('%j: %s', (order, expected) => {
    expect(canPayNow(order)).toBe(expected);
  });
});
