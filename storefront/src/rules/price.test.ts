import { describe, expect, it } from 'vitest';
import { priceDisplay } from './price';

describe("price display (the server's figures)", () => {
  it('shows the current price alone when the server prices the product at its list price', () => {
    expect(priceDisplay({ price: 200, effective_price: 200, discount_percentage: 0 })).toEqual({
      current: 200,
      original: null,
      percentage: null,
    });
  });

  it('strikes the list price and shows the percentage when the server discounts it', () => {
    expect(priceDisplay({ price: 200, effective_price: 150, discount_percentage: 25 })).toEqual({
      current: 150,
      original: 200,
      percentage: 25,
    });
  });

  it('shows no badge without a percentage', () => {
    expect(priceDisplay({ price: 200, effective_price: 150, discount_percentage: null }).percentage).toBeNull();
  });
});
