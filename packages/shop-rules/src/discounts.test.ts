import { describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSALS, discountAmount, isDiscountRefusal, normalizeDiscountCode, reachesDiscountMinimum } from './discounts';
import { en } from './texts/en';
import { he } from './texts/he';
import { ru } from './texts/ru';

describe('discount amount', () => {
  it.each([
    ['10% of ₪349.90, rounded half-up', 34990, 'percent', 10, 3499],
    ['15% of ₪0.50', 50, 'percent', 15, 8],
    ['100% takes the whole items total', 34990, 'percent', 100, 34990],
    ['above 100% is 100%', 34990, 'percent', 150, 34990],
    ['a fixed ₪50 off', 34990, 'fixed', 5000, 5000],
    ['a fixed amount never exceeds the items', 3000, 'fixed', 5000, 3000],
    ['nothing off an empty cart', 0, 'fixed', 5000, 0],
  ] as const)('%s', (_, items, kind, value, expected) => expect(discountAmount(items, kind, value)).toBe(expected));
});

it.each([
  ['  summer10 ', 'SUMMER10'],
  ['Ski-2026', 'SKI-2026'],
])('the code %j is kept as %j', (typed, kept) => expect(normalizeDiscountCode(typed)).toBe(kept));

it.each([
  [20000, null, true],
  [20000, 20000, true],
  [19999, 20000, false],
])('items %d against a minimum of %s: %s', (items, minimum, expected) => expect(reachesDiscountMinimum(items, minimum)).toBe(expected));

describe('discount refusals', () => {
  it('tells a refusal from any other answer code', () => {
    expect(isDiscountRefusal('DISCOUNT_CODE_EXPIRED')).toBe(true);
    expect(isDiscountRefusal('OUT_OF_STOCK')).toBe(false);
  });

  it.each(Object.entries({ he, ru, en }))('each has a message for the shopper in %s', (_language, texts) => {
    for (const refusal of DISCOUNT_REFUSALS) expect(texts.CHECKOUT.DISCOUNT.ERRORS[refusal]).toMatch(/\S/);
  });
});
