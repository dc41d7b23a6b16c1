import { describe, expect, it } from 'vitest';
import {
  adminStatusChange,
  type AdminStatusChange,
  allowedMoves,
  canMove,
  initialStatus,
  ORDER_MOVERS,
  orderStateTransitions,
  type OrderMover,
  statusAfterPayment,
  statusesActedOnBy,
  statusesMovableTo,
} from './order-lifecycle';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus } from './order-statuses';

// The whole lifecycle written out again, by hand: every (from, to, by) is checked against it, so any
// change to the table shows here. Rows: from; columns: to, in ORDER_STATUSES order. Letters: who may
// make the move (p payment, c cash, s staff, h shopper, r refund); on the diagonal, who may act on an
// order and leave it in its status.
const WHO: Record<string, OrderMover> = { p: 'payment', c: 'cash', s: 'staff', h: 'shopper', r: 'refund' };
// prettier-ignore
const EXPECTED: Record<OrderStatus, string[]> = {
  //          unpaid  paid  new     preparing  ready   completed  cancelled
  unpaid:    ['chr',  'p',  's',    's',       's',    's',       'shr'],
  paid:      ['s',    'hr', 's',    's',       's',    's',       'shr'],
  new:       ['s',    '',   'pchr', 's',       's',    's',       'shr'],
  preparing: ['s',    '',   's',    'pchr',    's',    's',       'shr'],
  ready:     ['s',    '',   's',    's',       'pchr', 's',       'shr'],
  completed: ['',     '',   '',     '',        '',     'pchr',    'hr'],
  cancelled: ['',     '',   '',     '',        '',     '',        'pr'],
};
const movers = (letters: string): OrderMover[] => [...letters].map((letter) => WHO[letter]);
const expectedMove = (from: OrderStatus, to: OrderStatus, by: OrderMover): boolean =>
  movers(EXPECTED[from][ORDER_STATUSES.indexOf(to)]).includes(by);

const triples = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) => ORDER_MOVERS.map((by) => [from, to, by, expectedMove(from, to, by)] as const)),
);

describe('the order lifecycle table', () => {
  it('has one entry per status and uses only known movers', () => {
    expect(Object.keys(orderStateTransitions).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const entry of Object.values(orderStateTransitions)) {
      for (const [to, who] of Object.entries(entry.to)) {
        expect(ORDER_STATUSES).toContain(to);
        for (const by of who ?? []) expect(ORDER_MOVERS).toContain(by);
      }
    }
  });

  it.each(triples)('%s -> %s by %s: %s', (from, to, by, allowed) => {
    expect(canMove(from, to, by)).toBe(allowed);
  });

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_MOVERS.map((by) => [from, by] as const)))(
    'from %s, %s may make exactly the moves of the table, in lifecycle order',
    (from, by) => {
      expect(allowedMoves(from, by)).toEqual(ORDER_STATUSES.filter((to) => expectedMove(from, to, by)));
    },
  );

  it('lets only a verified payment make an order paid, and only from unpaid', () => {
    expect(statusesMovableTo('paid', 'payment')).toEqual(['unpaid']);
    for (const by of ORDER_MOVERS.filter((mover) => mover !== 'payment')) {
      expect(statusesMovableTo('paid', by).filter((from) => from !== 'paid')).toEqual([]);
    }
  });

  it('lets staff move no order out of completed or cancelled', () => {
    expect(allowedMoves('completed', 'staff')).toEqual([]);
    expect(allowedMoves('cancelled', 'staff')).toEqual([]);
  });

  it('knows which statuses each mover may act on at all', () => {
    expect(statusesActedOnBy('payment')).toEqual(['unpaid', 'new', 'preparing', 'ready', 'completed', 'cancelled']);
    expect(statusesActedOnBy('cash')).toEqual(['unpaid', 'new', 'preparing', 'ready', 'completed']);
    expect(statusesActedOnBy('staff')).toEqual(['unpaid', 'paid', 'new', 'preparing', 'ready']);
    expect(statusesActedOnBy('shopper')).toEqual(['unpaid', 'paid', 'new', 'preparing', 'ready', 'completed']);
    expect(statusesActedOnBy('refund')).toEqual([...ORDER_STATUSES]);
  });

  it('lets a shopper cancel from every status but cancelled, and staff refund a cancelled order', () => {
    expect(statusesMovableTo('cancelled', 'shopper')).toEqual(['unpaid', 'paid', 'new', 'preparing', 'ready', 'completed']);
    expect(statusesMovableTo('cancelled', 'refund')).toEqual([...ORDER_STATUSES]);
    expect(statusesMovableTo('cancelled', 'staff')).toEqual(['unpaid', 'paid', 'new', 'preparing', 'ready']);
  });
});

describe('where a settled payment leaves an order', () => {
  it.each([
    ['unpaid', 'paid', 'unpaid'],
    ['paid', null, null],
    ['new', 'new', 'new'],
    ['preparing', 'preparing', 'preparing'],
    ['ready', 'ready', 'ready'],
    ['completed', 'completed', 'completed'],
    // The provider's money arrived late and is recorded; cash is refused.
    ['cancelled', 'cancelled', null],
  ] as const)('%s: by the provider %s, in cash %s', (from, byProvider, inCash) => {
    expect(statusAfterPayment(from, 'payment')).toBe(byProvider);
    expect(statusAfterPayment(from, 'cash')).toBe(inCash);
  });
});

describe('staff status changes', () => {
  // Rows: from; columns in ORDER_STATUSES order: unpaid, paid, new, preparing, ready, completed, cancelled.
  const A = 'allowed',
    U = 'unchanged',
    P = 'payments-only',
    F = 'final';
  const VERDICTS: Record<OrderStatus, AdminStatusChange[]> = {
    unpaid: [U, P, A, A, A, A, A],
    paid: [A, P, A, A, A, A, A],
    new: [A, P, U, A, A, A, A],
    preparing: [A, P, A, U, A, A, A],
    ready: [A, P, A, A, U, A, A],
    completed: [F, F, F, F, F, F, F],
    cancelled: [F, F, F, F, F, F, F],
  };
  const cases = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to, i) => [from, to, VERDICTS[from][i]] as const));

  it.each(cases)('%s -> %s is %s', (from, to, expected) => {
    expect(adminStatusChange(from, to)).toBe(expected);
  });

  it('allows exactly the staff moves of the table', () => {
    for (const [from, to, verdict] of cases) expect(verdict === A).toBe(canMove(from, to, 'staff'));
  });
});

describe('where an order starts', () => {
  it('starts a cash order as new and a card or Bit order as unpaid, all with payment pending', () => {
    expect(initialStatus('cash', 10_000)).toEqual({ status: 'new', paymentStatus: 'pending' });
    expect(initialStatus('credit_card', 10_000)).toEqual({ status: 'unpaid', paymentStatus: 'pending' });
    expect(initialStatus('bit', 10_000)).toEqual({ status: 'unpaid', paymentStatus: 'pending' });
    expect(initialStatus('credit_card', 1)).toEqual({ status: 'unpaid', paymentStatus: 'pending' });
    // Nothing to pay: settled as placed, never sent to the provider.
    expect(initialStatus('credit_card', 0)).toEqual({ status: 'new', paymentStatus: 'paid' });
    expect(initialStatus('bit', 0)).toEqual({ status: 'new', paymentStatus: 'paid' });
    expect(initialStatus('cash', 0)).toEqual({ status: 'new', paymentStatus: 'pending' });
  });

  it('places orders only in the statuses the table marks as starts', () => {
    const starts = ORDER_STATUSES.filter((status) => orderStateTransitions[status].start);
    expect(starts).toEqual(['unpaid', 'new']);
    for (const method of PAYMENT_METHODS) {
      for (const total of [0, 1, 10_000]) expect(starts).toContain(initialStatus(method, total).status);
    }
  });
});
