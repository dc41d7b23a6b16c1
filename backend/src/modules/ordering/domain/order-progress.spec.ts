import { displayedStatus, trackingTimeline } from './order-progress';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status';

describe('displayed status', () => {
  const expected: Record<string, Record<string, [string, boolean]>> = {
    unpaid: { pending: ['unpaid', false], paid: ['paid', true], failed: ['payment_failed', false] },
    new: { pending: ['unpaid', false], paid: ['paid', true], failed: ['payment_failed', false] },
    paid: { pending: ['paid', true], paid: ['paid', true], failed: ['paid', true] },
    preparing: { pending: ['preparing', false], paid: ['preparing', true], failed: ['preparing', false] },
    ready: { pending: ['ready', false], paid: ['ready', true], failed: ['ready', false] },
    completed: { pending: ['completed', true], paid: ['completed', true], failed: ['completed', true] },
    cancelled: { pending: ['cancelled', false], paid: ['cancelled', false], failed: ['cancelled', false] },
  };
  const cases = ORDER_STATUSES.flatMap((s) => PAYMENT_STATUSES.map((p) => [s, p, ...expected[s][p]] as const));

  it.each(cases)('%s with payment %s shows %s (paid %s)', (status, payment, code, paid) => {
    expect(displayedStatus(status, payment)).toEqual({ code, paid });
  });

  it('shows an unknown status as unpaid', () => {
    expect(displayedStatus('failed', 'pending')).toEqual({ code: 'unpaid', paid: false });
  });
});

describe('tracking timeline', () => {
  const active = (status: string) => trackingTimeline(status).filter((s) => s.active).map((s) => s.step);

  it.each([
    ['unpaid', ['ordered']],
    ['new', ['ordered']],
    ['preparing', ['ordered', 'preparing']],
    ['ready', ['ordered', 'preparing', 'ready']],
    ['completed', ['ordered', 'preparing', 'ready', 'completed']],
    ['paid', []],
    ['cancelled', []],
  ])('%s lights %j', (status, steps) => {
    expect(active(status)).toEqual(steps);
  });

  it('always lists the four steps in order', () => {
    expect(trackingTimeline('new').map((s) => s.step)).toEqual(['ordered', 'preparing', 'ready', 'completed']);
  });
});
