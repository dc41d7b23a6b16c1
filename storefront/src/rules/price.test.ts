import { describe, expect, it } from 'vitest';
import { formatPrice, formatSignedPrice, priceDisplay, variantPrice } from './price';

const product = (over: Partial<Parameters<typeof priceDisplay>[0]> = {}) => ({
  price: 200,
  has_discount: false,
  discount_price: null,
  discount_percentage: null,
  ...over,
});

const NBSP = '\u00a0';
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

describe('price format (one for the storefront and the back office)', () => {
  it.each([
    ['he', 349.9, `349.90${NBSP}₪`],
    ['he', 120, `120.00${NBSP}₪`],
    ['he', 0, `0.00${NBSP}₪`],
    ['he', 1234567.5, `1,234,567.50${NBSP}₪`],
    ['ru', 349.9, `349,90${NBSP}₪`],
    ['ru', 120, `120,00${NBSP}₪`],
    ['ru', 0, `0,00${NBSP}₪`],
    ['ru', 1234567.5, `1${NBSP}234${NBSP}567,50${NBSP}₪`],
    ['en', 349.9, '₪349.90'],
    ['en', 120, '₪120.00'],
    ['en', 0, '₪0.00'],
    ['en', 1234567.5, '₪1,234,567.50'],
  ] as const)('%s %d -> %s', (language, amount, expected) => {
    const text = formatPrice(amount, language);
    expect(text).toBe(expected);
    expect(text).not.toMatch(DIRECTION_MARKS);
    expect(text).not.toMatch(/^\s|\s$/);
    expect(text).not.toMatch(/[-−]/);
  });

  it('is Hebrew unless told otherwise', () => {
    expect(formatPrice(49.9)).toBe(formatPrice(49.9, 'he'));
  });

  it.each([
    ['he', -15, `-15.00${NBSP}₪`],
    ['he', 15, `+15.00${NBSP}₪`],
    ['he', 0, `0.00${NBSP}₪`],
    ['ru', -15, `-15,00${NBSP}₪`],
    ['en', -15.5, '-₪15.50'],
  ] as const)('a signed %s amount %d keeps its sign first: %s', (language, amount, expected) => {
    const text = formatSignedPrice(amount, language);
    expect(text).toBe(expected);
    expect(text).not.toMatch(DIRECTION_MARKS);
  });
});

describe('price display', () => {
  it('shows no discount unless flagged with a price above 0', () => {
    expect(priceDisplay(product())).toEqual({ current: 200, original: null, percentage: null });
    expect(priceDisplay(product({ has_discount: true, discount_price: 0 }))).toEqual({ current: 200, original: null, percentage: null });
    expect(priceDisplay(product({ has_discount: false, discount_price: 150 })).current).toBe(200);
  });

  it('uses the given percentage, or the rounded saving', () => {
    expect(priceDisplay(product({ has_discount: true, discount_price: 150, discount_percentage: 30 }))).toEqual({
      current: 150,
      original: 200,
      percentage: 30,
    });
    expect(priceDisplay(product({ has_discount: true, discount_price: 133 })).percentage).toBe(34);
  });

  it('adds the variant modifier to the current price without float dust', () => {
    expect(variantPrice(product({ price: 119.9 }), 10)).toBe(129.9);
    expect(variantPrice(product({ price: 0.1 }), 0.2)).toBe(0.3);
    expect(variantPrice(product({ has_discount: true, discount_price: 99.9 }), -9.9)).toBe(90);
  });
});
