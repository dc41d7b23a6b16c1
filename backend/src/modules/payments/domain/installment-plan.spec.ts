import { DEFAULT_INSTALLMENT_RULE } from 'shop-rules';
import { installmentPlan, matchesOfferedInstallments, mostPaymentsFor, paidWithOf, parseRequestedInstallments } from './installment-plan';

const rule = DEFAULT_INSTALLMENT_RULE;

describe('installment plan of a payment session', () => {
  it.each([
    [34_990, 3, { payments: 3, first: 11_664, later: 11_663 }],
    [100_000, 6, { payments: 6, first: 16_670, later: 16_666 }],
    [29_999, 1, { payments: 1, first: 29_999, later: 0 }],
  ])('splits %p agorot in %p payments to the agora', (total, payments, plan) => {
    expect(installmentPlan('card', total, payments, rule)).toEqual(plan);
    expect(plan.first + (plan.payments - 1) * plan.later).toBe(total);
  });

  it.each([
    ['card', 29_999, 2],
    ['card', 34_990, 4],
    ['card', 100_000, 7],
    ['card', 100_000, 0],
    ['card', 100_000, 13],
    ['bit', 100_000, 2],
  ] as const)('refuses a %s payment of %p agorot in %p payments, naming the field', (method, total, payments) => {
    expect(() => installmentPlan(method, total, payments, rule)).toThrow(
      expect.objectContaining({
        code: 'INSTALLMENTS_NOT_ALLOWED',
        kind: 'invalid',
        errors: [expect.objectContaining({ field: 'installments' })],
      }),
    );
  });

  it('offers Bit one payment whatever the total', () => {
    expect([mostPaymentsFor('bit', 500_000, rule), mostPaymentsFor('card', 500_000, rule)]).toEqual([1, 6]);
  });

  it.each([
    [undefined, 1],
    ['', 1],
    [3, 3],
    ['6', 6],
    [' 2 ', 2],
  ])('reads the requested count %p as %p', (raw, count) => expect(parseRequestedInstallments(raw)).toBe(count));

  it.each([['abc'], [2.5], [-1], ['1e1'], [true], [[3]], ['123']])('refuses a requested count %p', (raw) => {
    expect(() => parseRequestedInstallments(raw)).toThrow(expect.objectContaining({ code: 'INSTALLMENTS_NOT_ALLOWED' }));
  });

  it('matches the payments reported with the ones offered; no report only for one payment', () => {
    expect([matchesOfferedInstallments(1, null), matchesOfferedInstallments(1, 1), matchesOfferedInstallments(3, 3)]).toEqual([
      true,
      true,
      true,
    ]);
    expect([matchesOfferedInstallments(3, null), matchesOfferedInstallments(3, 4), matchesOfferedInstallments(1, 0)]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('records card, card installments or Bit', () => {
    expect(paidWithOf('credit_card', false, 1)).toEqual({ paidWith: 'credit_card', installments: 1 });
    expect(paidWithOf('credit_card', false, 3)).toEqual({ paidWith: 'installments', installments: 3 });
    expect(paidWithOf('bit', false, 1)).toEqual({ paidWith: 'bit', installments: null });
    expect(paidWithOf('credit_card', true, 1)).toEqual({ paidWith: 'bit', installments: null });
  });
});
