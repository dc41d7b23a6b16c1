import { describe, expect, it } from 'vitest';
import { canPayNow, displayedStatus, DisplayedStatusCode, statusTone, trackingTimeline } from './order-status';

type Row = [status: string, pending: [DisplayedStatusCode, boolean], paid: [DisplayedStatusCode, boolean], failed: [DisplayedStatusCode, boolean]];

/** Every order status against every payment status (storefront spec, section 4). */
const DISPLAYED: Row[] = [
  ['unpaid', ['unpaid', false], ['paid', true], ['payment_failed', false]],
  ['new', ['unpaid', false], ['paid', true], ['payment_failed', false]],
  ['paid', ['paid', true], ['paid', true], ['paid', true]],
  ['preparing', ['preparing', false], ['preparing', true], ['preparing', false]],
  ['ready', ['ready', false], ['ready', true], ['ready', false]],
  ['completed', ['completed', true], ['completed', true], ['completed', true]],
  ['cancelled', ['cancelled', false], ['cancelled', false], ['cancelled', false]],
  // Unknown stored values display as unpaid.
  ['on_hold', ['unpaid', false], ['paid', true], ['payment_failed', false]],
];

describe('displayed order status', () => {
  describe.each(DISPLAYED)('%s', (status, pending, paid, failed) => {
    it.each([
      ['pending', pending],
      ['paid', paid],
      ['failed', failed],
    ] as const)('with payment %s shows %j', (paymentStatus, [code, isPaid]) => {
      expect(displayedStatus(status, paymentStatus)).toEqual({ code, paid: isPaid });
    });
  });

  it('colours good news, bad news and progress apart', () => {
    expect(statusTone('completed')).toBe('ok');
    expect(statusTone('paid')).toBe('ok');
    expect(statusTone('cancelled')).toBe('bad');
    expect(statusTone('payment_failed')).toBe('bad');
    expect(statusTone('preparing')).toBe('info');
    expect(statusTone('unpaid')).toBe('info');
  });
});

describe('tracking timeline', () => {
  const active = (status: string) => trackingTimeline(status).filter((entry) => entry.active).map((entry) => entry.step);

  it.each([
    ['unpaid', ['ordered']],
    ['new', ['ordered']],
    ['preparing', ['ordered', 'preparing']],
    ['ready', ['ordered', 'preparing', 'ready']],
    ['completed', ['ordered', 'preparing', 'ready', 'completed']],
    ['paid', []],
    ['cancelled', []],
    ['on_hold', []],
  ])('%s lights %j', (status, steps) => {
    expect(active(status)).toEqual(steps);
  });

  it('always has the four steps in order', () => {
    expect(trackingTimeline('new').map((entry) => entry.step)).toEqual(['ordered', 'preparing', 'ready', 'completed']);
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
