import { describe, expect, it } from 'vitest';
import { formatPrice, priceDisplay, variantPrice } from './price';

const product = (over: Partial<Parameters<typeof priceDisplay>[0]> = {}) => ({
  price: 200,
  has_discount: false,
  discount_price: null,
  discount_percentage: null,
  ...over,
});

describe('price display', () => {
  it('formats shekels with two decimals the Hebrew way', () => {
    const text = formatPrice(1234.5);
    expect(text).toContain('1,234.50');
    expect(text).toContain('₪');
  });

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
