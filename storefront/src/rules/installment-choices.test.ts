import { describe, expect, it } from 'vitest';
import { chosenPayments, installmentChoices } from './installment-choices';

describe('installment choices', () => {
  it('offers 1..max payments, each adding up to the total, the remainder in the first', () => {
    expect(installmentChoices(100, 3)).toEqual([
      { payments: 1, first: 100, later: 0 },
      { payments: 2, first: 50, later: 50 },
      { payments: 3, first: 33.34, later: 33.33 },
    ]);
  });

  it('offers one payment at least and never more than twelve', () => {
    expect(installmentChoices(50, 0)).toHaveLength(1);
    expect(installmentChoices(5000, 30)).toHaveLength(12);
  });

  it('keeps a chosen number within the choices', () => {
    expect(chosenPayments('3', 3)).toBe(3);
    expect(chosenPayments('4', 3)).toBe(1);
    expect(chosenPayments('x', 3)).toBe(1);
    expect(chosenPayments(null, 6)).toBe(1);
  });
});
