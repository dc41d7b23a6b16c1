import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  discountCodeForm,
  discountCodePayload,
  discountValueText,
  limitProblem,
  minimumProblem,
  validToProblem,
  valueProblem,
  type DiscountCodeWire,
} from './discountCodeForm';

const ISRAEL = 'Asia/Jerusalem';
const E = 'resources.discount-codes.errors';

const aSpringCode = (overrides: Partial<DiscountCodeWire> = {}): DiscountCodeWire => ({
  id: 7,
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  minimum_total: 200,
  valid_from: '2026-03-31T21:00:00.000Z',
  valid_to: '2026-04-30T20:59:59.000Z',
  max_uses: 100,
  max_uses_per_email: 1,
  active: true,
  uses: 3,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('discount code form', () => {
  it('reads the validity as the shop days staff typed', () => {
    const form = discountCodeForm(aSpringCode(), ISRAEL);
    expect(form).toMatchObject({ id: 7, code: 'SPRING10', valid_from: '2026-04-01', valid_to: '2026-04-30', minimum_total: 200 });
  });

  it('starts a new code as an active percentage without limits', () => {
    expect(discountCodeForm(undefined, ISRAEL)).toEqual({
      code: '',
      kind: 'percent',
      value: null,
      minimum_total: null,
      valid_from: '',
      valid_to: '',
      max_uses: null,
      max_uses_per_email: null,
      active: true,
    });
  });

  it('sends the code upper case, days as the first and the last second in the shop zone, empty limits as none', () => {
    expect(
      discountCodePayload(
        {
          code: ' spring10 ',
          kind: 'fixed',
          value: 49.999,
          minimum_total: '' as unknown as null,
          valid_from: '2026-04-01',
          valid_to: '2026-04-30',
          max_uses: '' as unknown as null,
          max_uses_per_email: 1,
          active: true,
        },
        ISRAEL,
      ),
    ).toEqual({
      code: 'SPRING10',
      kind: 'fixed',
      value: 50,
      minimum_total: null,
      valid_from: '2026-03-31T21:00:00.000Z',
      valid_to: '2026-04-30T20:59:59.000Z',
      max_uses: null,
      max_uses_per_email: 1,
      active: true,
    });
  });

  it('goes round: the form of what it sends is what staff typed', () => {
    const typed = discountCodeForm(aSpringCode(), ISRAEL);
    const sent = discountCodePayload(typed, ISRAEL);
    expect(discountCodeForm({ ...aSpringCode(), ...sent }, ISRAEL)).toEqual(typed);
  });

  it('shows a percentage with its sign and an amount as a price', () => {
    expect(discountValueText({ kind: 'percent', value: 15 }, String)).toBe('15%');
    expect(discountValueText({ kind: 'fixed', value: 50 }, (amount) => `₪${amount}`)).toBe('₪50');
  });
});

describe('discount code checks', () => {
  it.each([
    ['SPRING10', undefined],
    ['  spring-10 ', undefined],
    ['קיץ2026', undefined],
    ['AB', `${E}.code_format`],
    ['TEN OFF', `${E}.code_format`],
    ['X'.repeat(41), `${E}.code_format`],
  ])('code %s', (code, problem) => {
    expect(codeProblem(code)).toBe(problem);
  });

  it.each([
    [10, 'percent', undefined],
    [100, 'percent', undefined],
    [0, 'percent', `${E}.percent_range`],
    [101, 'percent', `${E}.percent_range`],
    [12.5, 'percent', `${E}.percent_range`],
    [null, 'percent', `${E}.percent_range`],
    [49.9, 'fixed', undefined],
    [0, 'fixed', `${E}.amount_positive`],
    [1.234, 'fixed', `${E}.amount_positive`],
  ])('value %s as %s', (value, kind, problem) => {
    expect(valueProblem(value, kind)).toBe(problem);
  });

  it('allows no minimum or one of zero and more', () => {
    expect(minimumProblem(null)).toBeUndefined();
    expect(minimumProblem(0)).toBeUndefined();
    expect(minimumProblem(-1)).toBe(`${E}.not_negative`);
  });

  it('allows no limit or a whole number from 1', () => {
    expect(limitProblem(null)).toBeUndefined();
    expect(limitProblem(1)).toBeUndefined();
    expect(limitProblem(0)).toBe(`${E}.whole_positive`);
    expect(limitProblem(1.5)).toBe(`${E}.whole_positive`);
  });

  it('lets a code last one day, never end before it starts', () => {
    expect(validToProblem('2026-04-01', '2026-04-01')).toBeUndefined();
    expect(validToProblem('2026-03-31', '2026-04-01')).toBe(`${E}.dates_order`);
    expect(validToProblem('2026-03-31', '')).toBeUndefined();
  });
});
