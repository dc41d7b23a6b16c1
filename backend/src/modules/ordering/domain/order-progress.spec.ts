import { displayedStatus, trackingTimeline } from './order-progress';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status';

describe('displayed status of a card order', () => {
  const expected: Record<string, Record<string, [string, boolean]>> = {
    // A partly refunded order is paid for what is left; a refunded one (it is cancelled then) is not.
    unpaid: {
      pending: ['unpaid', false],
      paid: ['paid', true],
      failed: ['payment_failed', false],
      partly_refunded: ['paid', true],
      refunded: ['unpaid', false],
    },
    new: {
      pending: ['unpaid', false],
      paid: ['paid', true],
      failed: ['payment_failed', false],
      partly_refunded: ['paid', true],
      refunded: ['unpaid', false],
    },
    paid: {
      pending: ['paid', true],
      paid: ['paid', true],
      failed: ['paid', true],
      partly_refunded: ['paid', true],
      refunded: ['paid', true],
    },
    preparing: {
      pending: ['preparing', false],
      paid: ['preparing', true],
      failed: ['preparing', false],
      partly_refunded: ['preparing', true],
      refunded: ['preparing', false],
    },
    ready: {
      pending: ['ready', false],
      paid: ['ready', true],
      failed: ['ready', false],
      partly_refunded: ['ready', true],
      refunded: ['ready', false],
    },
    completed: {
      pending: ['completed', true],
      paid: ['completed', true],
      failed: ['completed', true],
      partly_refunded: ['completed', true],
      refunded: ['completed', true],
    },
    cancelled: {
      pending: ['cancelled', false],
      paid: ['cancelled', false],
      failed: ['cancelled', false],
      partly_refunded: ['cancelled', false],
      refunded: ['cancelled', false],
    },
  };
  const cases = ORDER_STATUSES.flatMap((s) => PAYMENT_STATUSES.map((p) => [s, p, ...expected[s][p]] as const));

  it.each(cases)('%s with payment %s shows %s (paid %s)', (status, payment, code, paid) => {
    expect(displayedStatus(status, payment, 'credit_card')).toEqual({ code, paid });
  });

  it('shows an unknown status as unpaid', () => {
    expect(displayedStatus('failed', 'pending', 'credit_card')).toEqual({ code: 'unpaid', paid: false });
  });
});

describe('displayed status of a cash order', () => {
  // The shopper pays at pickup: an unpaid cash order is not a debt but the plan.
  it.each([
    ['new', 'pending', 'pay_at_store', false],
    ['unpaid', 'pending', 'pay_at_store', false],
    ['new', 'paid', 'paid', true],
    ['preparing', 'pending', 'preparing', false],
    ['ready', 'pending', 'ready', false],
    ['completed', 'pending', 'completed', true],
    ['cancelled', 'pending', 'cancelled', false],
  ] as const)('%s with payment %s shows %s (paid %s)', (status, payment, code, paid) => {
    expect(displayedStatus(status, payment, 'cash')).toEqual({ code, paid });
  });
});

describe('tracking timeline', () => {
  const active = (status: string) =>
    trackingTimeline(status)
      .filter((s) => s.active)
      .map((s) => s.step);

  it.each([
    ['unpaid', ['ordered']],
    ['new', ['ordered']],
    ['preparing', ['ordered', 'preparing']],
    ['ready', ['ordered', 'preparing', 'ready']],
    ['completed', ['ordered', 'preparing', 'ready', 'completed']],
    ['paid', ['ordered']],
    ['cancelled', []],
  ])('%s lights %j', (status, steps) => {
    expect(active(status)).toEqual(steps);
  });

  it('always lists the four steps in order', () => {
    expect(trackingTimeline('new').map((s) => s.step)).toEqual(['ordered', 'preparing', 'ready', 'completed']);
  });
});
