import { describe, expect, it } from 'vitest';
import {
  CancellableOrder,
  CancellationAsk,
  cancellationDeadline,
  cancellationFee,
  CancellationPlan,
  orderStatusAfterCancellation,
  paidLineAmounts,
  paidValueOfUnits,
  paymentStatusAfterCancellation,
  planCancellation,
} from './cancellation';
import { canMove } from './order-lifecycle';
import { ORDER_STATUSES } from './order-statuses';

const ISRAEL = 'Asia/Jerusalem';
/** Completed (picked up) on 1 March 2026 at 15:00 in Israel (UTC+2). */
const COMPLETED = new Date('2026-03-01T13:00:00.000Z');
/** Noon in Israel on the given day of 2026. */
const israeliNoon = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 10));

/** A paid order of two lines: 2 × ₪500 and 1 × ₪1,000, ₪30 courier, no discount. */
function anOrder(over: Partial<CancellableOrder> = {}): CancellableOrder {
  return {
    status: 'preparing',
    paymentStatus: 'paid',
    completedAt: null,
    discountAmount: 0,
    deliveryFee: 3_000,
    deliveryRefunded: false,
    totalAmount: 203_000,
    refundedAmount: 0,
    paidAfterCancellation: false,
    items: [
      { id: 1, quantity: 2, cancelledQuantity: 0, totalPrice: 100_000 },
      { id: 2, quantity: 1, cancelledQuantity: 0, totalPrice: 100_000 },
    ],
    ...over,
  };
}

function anAsk(over: Partial<CancellationAsk> = {}): CancellationAsk {
  return {
    lines: null,
    reason: 'changed_mind',
    longerPeriodStatement: false,
    by: 'shopper',
    now: israeliNoon(3, 2),
    timeZone: ISRAEL,
    ...over,
  };
}

function planned(order: CancellableOrder, ask: CancellationAsk): CancellationPlan {
  const decision = planCancellation(order, ask);
  if (decision.kind !== 'planned') throw new Error(`expected a plan, got ${JSON.stringify(decision)}`);
  return decision.plan;
}

describe('the cancellation fee: 5% of the cancelled goods or ₪100, whichever is lower', () => {
  it.each([
    ['₪2,000 of goods: 5% is ₪100, the cap', 200_000, true, 10_000],
    ['₪1,000 of goods: 5% is ₪50', 100_000, true, 5_000],
    ['₪3,000 of goods: capped at ₪100', 300_000, true, 10_000],
    ['₪123.45 of goods: 5% rounded to the agora', 12_345, true, 617],
    ['a reason without fee', 200_000, false, 0],
    ['nothing paid', 0, true, 0],
  ])('%s', (_, goods, charged, fee) => {
    expect(cancellationFee(goods, charged)).toBe(fee);
  });

  it.each([
    ['changed_mind', 5_000],
    ['other', 5_000],
    ['defect', 0],
    ['not_as_described', 0],
    ['late_or_missing', 0],
  ] as const)('a whole ₪1,000 line cancelled for %s keeps a fee of %i agorot', (reason, fee) => {
    const plan = planned(anOrder(), anAsk({ reason, lines: [{ itemId: 2, quantity: 1 }] }));
    expect(plan.fee).toBe(fee);
    expect(plan.goodsAmount).toBe(100_000);
    expect(plan.refundAmount).toBe(100_000 - fee + (reason === 'late_or_missing' ? 3_000 : 0));
  });

  it('the whole ₪2,000 order cancelled for a change of mind before it was delivered: fee ₪100, delivery back', () => {
    const plan = planned(anOrder(), anAsk());
    expect(plan).toMatchObject({ wholeOrder: true, goodsAmount: 200_000, fee: 10_000, deliveryAmount: 3_000, refundAmount: 193_000 });
  });

  it('a defect pays everything back without fee', () => {
    expect(planned(anOrder(), anAsk({ reason: 'defect' }))).toMatchObject({ fee: 0, refundAmount: 203_000 });
  });

  it('staff may waive the fee, or charge it on a refund they make', () => {
    expect(planned(anOrder(), anAsk({ by: 'staff', chargeFee: false })).fee).toBe(0);
    expect(planned(anOrder(), anAsk({ by: 'staff', reason: null, chargeFee: true })).fee).toBe(10_000);
    expect(planned(anOrder(), anAsk({ by: 'staff', reason: null })).fee).toBe(0);
  });
});

describe('the period: 14 days from completion, open until then, 4 months with the statement', () => {
  it('is open while the order is not completed', () => {
    expect(cancellationDeadline(null, 'standard', ISRAEL)).toBeNull();
    const plan = planned(anOrder(), anAsk({ now: israeliNoon(12, 31) }));
    expect(plan).toMatchObject({ deadline: null, period: 'standard' });
  });

  it('ends with the 14th day after completion, in the shop’s days', () => {
    // 15 March 23:59:59.999 in Israel (UTC+2): 21:59:59.999 UTC.
    expect(cancellationDeadline(COMPLETED, 'standard', ISRAEL)?.toISOString()).toBe('2026-03-15T21:59:59.999Z');
  });

  it.each([
    ['day 1', israeliNoon(3, 2), true],
    ['day 14', israeliNoon(3, 15), true],
    ['day 14, a minute before midnight', new Date('2026-03-15T21:59:00.000Z'), true],
    ['day 15, just after midnight', new Date('2026-03-15T22:00:00.000Z'), false],
    ['day 15', israeliNoon(3, 16), false],
  ])('a completed order on %s: allowed %s', (_, now, allowed) => {
    const decision = planCancellation(anOrder({ status: 'completed', completedAt: COMPLETED }), anAsk({ now }));
    expect(decision.kind === 'planned').toBe(allowed);
    if (!allowed) expect(decision).toEqual({ kind: 'refused', refusal: 'CANCELLATION_PERIOD_OVER' });
  });

  it.each([
    ['a month later', israeliNoon(4, 1), true],
    ['on the last day of the 4 months', israeliNoon(7, 1), true],
    ['the day after the 4 months', israeliNoon(7, 2), false],
  ])('with the longer-period statement, %s: allowed %s', (_, now, allowed) => {
    const decision = planCancellation(
      anOrder({ status: 'completed', completedAt: COMPLETED }),
      anAsk({ now, longerPeriodStatement: true }),
    );
    expect(decision.kind === 'planned').toBe(allowed);
    if (decision.kind === 'planned') expect(decision.plan.period).toBe('extended');
  });

  it('four months from 31 October end with the last day of February', () => {
    const completed = new Date('2026-10-31T10:00:00.000Z');
    expect(cancellationDeadline(completed, 'extended', ISRAEL)?.toISOString()).toBe('2027-02-28T21:59:59.999Z');
  });

  it('staff approving or refunding are not held to the period', () => {
    const late = anAsk({ by: 'staff', now: israeliNoon(9, 1) });
    expect(planCancellation(anOrder({ status: 'completed', completedAt: COMPLETED }), late).kind).toBe('planned');
  });
});

describe('refusals', () => {
  it.each([
    ['a cancelled order', anOrder({ status: 'cancelled', paymentStatus: 'pending' }), anAsk(), 'ORDER_ALREADY_CANCELLED'],
    ['a cancelled paid order, asked by the shopper', anOrder({ status: 'cancelled' }), anAsk(), 'ORDER_ALREADY_CANCELLED'],
    ['a refunded order', anOrder({ paymentStatus: 'refunded' }), anAsk({ by: 'staff' }), 'ORDER_ALREADY_REFUNDED'],
    ['a cancelled and refunded order', anOrder({ status: 'cancelled', paymentStatus: 'refunded' }), anAsk(), 'ORDER_ALREADY_REFUNDED'],
    [
      'lines all cancelled already',
      anOrder({
        paymentStatus: 'partly_refunded',
        items: [
          { id: 1, quantity: 2, cancelledQuantity: 2, totalPrice: 100_000 },
          { id: 2, quantity: 1, cancelledQuantity: 0, totalPrice: 100_000 },
        ],
      }),
      anAsk({ lines: [{ itemId: 1, quantity: 1 }] }),
      'NOTHING_TO_CANCEL',
    ],
    [
      'part of an order not paid',
      anOrder({ paymentStatus: 'pending' }),
      anAsk({ lines: [{ itemId: 1, quantity: 1 }] }),
      'WHOLE_ORDER_ONLY',
    ],
  ])('%s', (_, order, ask, refusal) => {
    expect(planCancellation(order, ask)).toEqual({ kind: 'refused', refusal });
  });

  // The statuses a cancellation may start from are the lifecycle table's, for the whole order and for part of it.
  it.each(ORDER_STATUSES.flatMap((status) => (['shopper', 'staff'] as const).map((by) => [status, by] as const)))(
    'a paid %s order asked by %s: planned exactly where the lifecycle table lets it be cancelled',
    (status, by) => {
      const mover = by === 'shopper' ? 'shopper' : 'refund';
      const order = anOrder({ status, completedAt: status === 'completed' ? COMPLETED : null });
      const whole = planCancellation(order, anAsk({ by }));
      const part = planCancellation(order, anAsk({ by, lines: [{ itemId: 1, quantity: 1 }] }));
      expect(whole.kind === 'planned').toBe(canMove(status, 'cancelled', mover));
      expect(part.kind === 'planned').toBe(canMove(status, status, mover));
      if (whole.kind === 'refused') expect(whole.refusal).toBe('ORDER_ALREADY_CANCELLED');
    },
  );

  it('staff may still refund the money of a cancelled order the shop holds', () => {
    expect(planned(anOrder({ status: 'cancelled' }), anAsk({ by: 'staff' })).refundAmount).toBe(193_000);
  });

  it.each([
    [[{ itemId: 9, quantity: 1 }], 'lines.0.item_id'],
    [
      [
        { itemId: 1, quantity: 1 },
        { itemId: 1, quantity: 1 },
      ],
      'lines.1.item_id',
    ],
    [[{ itemId: 1, quantity: 3 }], 'lines.0.quantity'],
    [[], 'lines'],
  ])('names the field of bad lines %j', (lines, field) => {
    const decision = planCancellation(anOrder(), anAsk({ lines }));
    expect(decision.kind).toBe('invalid');
    if (decision.kind === 'invalid') expect(decision.errors.map((e) => e.field)).toEqual([field]);
  });
});

describe('a payment that arrived after the order was cancelled', () => {
  /** A ₪2,030 card order the shopper cancelled unpaid (its lines went with it), then paid through a frame left open. */
  const paidLate = (over: Partial<CancellableOrder> = {}) =>
    anOrder({
      status: 'cancelled',
      paidAfterCancellation: true,
      items: [
        { id: 1, quantity: 2, cancelledQuantity: 2, totalPrice: 100_000 },
        { id: 2, quantity: 1, cancelledQuantity: 1, totalPrice: 100_000 },
      ],
      ...over,
    });

  it('goes back whole to staff, delivery included, no fee even when staff ask for it', () => {
    expect(planned(paidLate(), anAsk({ by: 'staff', reason: null, chargeFee: true }))).toMatchObject({
      lines: [],
      wholeOrder: true,
      paid: true,
      goodsAmount: 200_000,
      deliveryAmount: 3_000,
      fee: 0,
      refundAmount: 203_000,
    });
  });

  it('takes the lines still left with it when staff cancelled by status (lines untouched)', () => {
    const plan = planned(paidLate({ items: anOrder().items }), anAsk({ by: 'staff', reason: null }));
    expect(plan.lines).toEqual([
      { itemId: 1, quantity: 2, amount: 100_000 },
      { itemId: 2, quantity: 1, amount: 100_000 },
    ]);
    expect(plan.refundAmount).toBe(203_000);
  });

  it('gives back only what earlier refunds did not, the delivery once', () => {
    const plan = planned(paidLate({ refundedAmount: 3_000, deliveryRefunded: true }), anAsk({ by: 'staff', reason: null }));
    expect(plan).toMatchObject({ deliveryAmount: 0, goodsAmount: 200_000, refundAmount: 200_000 });
  });

  it.each([
    ['some lines of what is left', anOrder().items, [{ itemId: 1, quantity: 1 }]],
    ['a line when nothing is left', undefined, [{ itemId: 1, quantity: 1 }]],
  ])('refuses %s, naming lines', (_, items, lines) => {
    const decision = planCancellation(paidLate(items ? { items } : {}), anAsk({ by: 'staff', reason: null, lines }));
    expect(decision.kind).toBe('invalid');
    if (decision.kind === 'invalid') expect(decision.errors.map((e) => e.field)).toEqual(['lines']);
  });

  it('accepts every line left named in full, as the whole', () => {
    const lines = [
      { itemId: 2, quantity: 1 },
      { itemId: 1, quantity: 2 },
    ];
    expect(planned(paidLate({ items: anOrder().items }), anAsk({ by: 'staff', reason: null, lines })).refundAmount).toBe(203_000);
  });

  it.each([
    ['the shopper', paidLate(), anAsk(), 'ORDER_ALREADY_CANCELLED'],
    ['staff once it was refunded', paidLate({ paymentStatus: 'refunded' }), anAsk({ by: 'staff' }), 'ORDER_ALREADY_REFUNDED'],
  ])('is refused to %s', (_, order, ask, refusal) => {
    expect(planCancellation(order, ask)).toEqual({ kind: 'refused', refusal });
  });
});

describe('the refund of chosen lines', () => {
  it('spreads the discount over the lines in proportion, to the agora', () => {
    expect(paidLineAmounts([10_000, 20_000, 30_000], 1_000)).toEqual([9_833, 19_667, 29_500]);
    expect(paidLineAmounts([10_000, 10_000, 10_000], 100).reduce((a, b) => a + b, 0)).toBe(29_900);
    expect(paidLineAmounts([5_000], 0)).toEqual([5_000]);
  });

  it('gives back exactly a line’s paid value when it is cancelled unit by unit', () => {
    const parts = [paidValueOfUnits(10_000, 3, 0, 1), paidValueOfUnits(10_000, 3, 1, 2), paidValueOfUnits(10_000, 3, 2, 3)];
    expect(parts).toEqual([3_333, 3_334, 3_333]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('refunds one unit of a line after the order’s discount, delivery kept, fee on the goods', () => {
    // ₪2,000 of items, ₪200 off: each line paid 90%.
    const plan = planned(anOrder({ discountAmount: 20_000 }), anAsk({ lines: [{ itemId: 1, quantity: 1 }] }));
    expect(plan).toMatchObject({ wholeOrder: false, goodsAmount: 45_000, fee: 2_250, deliveryAmount: 0, refundAmount: 42_750 });
    expect(plan.lines).toEqual([{ itemId: 1, quantity: 1, amount: 45_000 }]);
  });

  it('the rest of a partly cancelled order is the whole order; delivery back only before completion', () => {
    const partly = anOrder({
      paymentStatus: 'partly_refunded',
      items: [
        { id: 1, quantity: 2, cancelledQuantity: 1, totalPrice: 100_000 },
        { id: 2, quantity: 1, cancelledQuantity: 0, totalPrice: 100_000 },
      ],
    });
    expect(planned(partly, anAsk())).toMatchObject({
      wholeOrder: true,
      lines: [
        { itemId: 1, quantity: 1, amount: 50_000 },
        { itemId: 2, quantity: 1, amount: 100_000 },
      ],
      goodsAmount: 150_000,
      deliveryAmount: 3_000,
    });
    const delivered = { ...partly, status: 'completed' as const, completedAt: COMPLETED };
    expect(planned(delivered, anAsk()).deliveryAmount).toBe(0);
  });

  it('late or missing delivery gives the delivery back with any lines, once', () => {
    const ask = anAsk({ reason: 'late_or_missing', lines: [{ itemId: 2, quantity: 1 }] });
    expect(planned(anOrder(), ask).deliveryAmount).toBe(3_000);
    expect(planned(anOrder({ deliveryRefunded: true }), ask).deliveryAmount).toBe(0);
  });

  it('an order not paid is cancelled whole with nothing to give back', () => {
    const plan = planned(anOrder({ paymentStatus: 'pending', status: 'new' }), anAsk());
    expect(plan).toMatchObject({ wholeOrder: true, paid: false, goodsAmount: 200_000, fee: 0, deliveryAmount: 0, refundAmount: 0 });
    expect(plan.lines.map((line) => line.amount)).toEqual([0, 0]);
  });
});

describe('the order after a cancellation', () => {
  it.each([
    ['paid', 5_000, false, 'partly_refunded'],
    ['paid', 5_000, true, 'refunded'],
    ['partly_refunded', 5_000, true, 'refunded'],
    ['pending', 0, true, 'pending'],
    ['failed', 0, true, 'failed'],
  ] as const)('payment %s, %i back, nothing left %s: %s', (current, refunded, nothingLeft, expected) => {
    expect(paymentStatusAfterCancellation(current, refunded, nothingLeft)).toBe(expected);
  });

  it('is cancelled only when nothing is left', () => {
    expect(orderStatusAfterCancellation('completed', false)).toBe('completed');
    expect(orderStatusAfterCancellation('completed', true)).toBe('cancelled');
  });
});
