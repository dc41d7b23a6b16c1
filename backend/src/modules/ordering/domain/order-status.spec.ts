import { adminStatusChange, AdminStatusChange, initialStatus, ORDER_STATUSES, OrderStatus, planAdminStatusChange } from './order-status';

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

describe('admin status changes', () => {
  it.each(cases)('%s -> %s is %s', (from, to, expected) => {
    expect(adminStatusChange(from, to)).toBe(expected);
  });

  it.each(cases)('%s -> %s answers the matching error or plan', (from, to, expected) => {
    let outcome: unknown;
    try {
      outcome = planAdminStatusChange(from, to);
    } catch (error) {
      outcome = error;
    }
    if (expected === 'final') {
      expect(outcome).toMatchObject({ code: 'ORDER_STATUS_FINAL', kind: 'conflict' });
    } else if (expected === 'payments-only') {
      expect(outcome).toMatchObject({ code: 'STATUS_SET_BY_PAYMENT_ONLY', kind: 'unprocessable' });
    } else {
      expect(outcome).toEqual({ changes: expected === 'allowed', releasesStock: expected === 'allowed' && to === 'cancelled' });
    }
  });
});

describe('initial status', () => {
  it('starts a cash order as new and a card order as unpaid, both with payment pending', () => {
    expect(initialStatus('cash')).toEqual({ status: 'new', paymentStatus: 'pending' });
    expect(initialStatus('credit_card')).toEqual({ status: 'unpaid', paymentStatus: 'pending' });
  });
});
