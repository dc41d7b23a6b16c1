import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTALLMENT_RULE, installmentRuleProblem, installmentsAllowed, maxInstallments, splitInstallments } from './installments';

describe('the most payments a total allows (default rule)', () => {
  it.each([
    [0, 1],
    [29999, 1],
    [30000, 3],
    [99999, 3],
    [100000, 6],
    [5000000, 6],
  ])('%d agorot: up to %d payments', (total, expected) => expect(maxInstallments(total, DEFAULT_INSTALLMENT_RULE)).toBe(expected));

  it('never above 12, never below 1, whatever the order of the steps', () => {
    expect(maxInstallments(100, [{ from: 0, maxPayments: 36 }])).toBe(12);
    expect(maxInstallments(100, [{ from: 500, maxPayments: 3 }])).toBe(1);
    expect(
      maxInstallments(70000, [
        { from: 50000, maxPayments: 4 },
        { from: 0, maxPayments: 2 },
      ]),
    ).toBe(4);
  });

  it.each([
    [1, 10000, true],
    [3, 30000, true],
    [4, 30000, false],
    [0, 30000, false],
    [2.5, 30000, false],
  ])('%d payments on %d agorot allowed: %s', (payments, total, expected) =>
    expect(installmentsAllowed(payments, total, DEFAULT_INSTALLMENT_RULE)).toBe(expected),
  );
});

describe('splitting a total into payments', () => {
  it.each([
    [30000, 3, 10000, 10000],
    [100000, 6, 16670, 16666],
    [34990, 3, 11664, 11663],
    [1, 2, 1, 0],
    [12345, 1, 12345, 0],
    [99999, 12, 8336, 8333],
  ])('%d in %d payments: first %d, then %d each', (total, payments, first, later) => {
    const split = splitInstallments(total, payments);
    expect(split).toEqual({ first, later });
    expect(split.first + (payments - 1) * split.later).toBe(total);
  });

  it('refuses a number of payments that is not a whole number from 1', () => {
    expect(() => splitInstallments(100, 0)).toThrow(RangeError);
    expect(() => splitInstallments(100, 1.5)).toThrow(RangeError);
  });
});

describe('checking a rule staff typed', () => {
  it.each([
    [DEFAULT_INSTALLMENT_RULE, null],
    [[], { index: 0, problem: 'empty' }],
    [[{ from: 0, maxPayments: 13 }], { index: 0, problem: 'payments-out-of-range' }],
    [[{ from: 0, maxPayments: 0 }], { index: 0, problem: 'payments-out-of-range' }],
    [[{ from: -1, maxPayments: 2 }], { index: 0, problem: 'negative-from' }],
    [
      [
        { from: 0, maxPayments: 1 },
        { from: 0, maxPayments: 3 },
      ],
      { index: 1, problem: 'not-ascending' },
    ],
  ])('%j -> %j', (rule, expected) => expect(installmentRuleProblem(rule)).toEqual(expected));
});
