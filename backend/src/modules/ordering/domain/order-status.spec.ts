import { adminStatusChange, ORDER_STATUSES, planAdminStatusChange } from './order-status';

// The lifecycle table itself is tested with the shop rules (order-lifecycle.test.ts); here, what the
// backend makes of each verdict: the refusal it throws or the plan it returns.
const cases = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to, adminStatusChange(from, to)] as const));

describe('admin status changes', () => {
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
