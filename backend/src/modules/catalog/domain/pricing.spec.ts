import { DomainError } from '../../../shared/domain/domain-error';
import { consistentDiscount, PriceFields, shelfPriceOf, variantPrice } from './pricing';

const aPrice = (fields: Partial<PriceFields> = {}): PriceFields => ({
  price: 100,
  hasDiscount: false,
  discountPrice: 0,
  discountPercentage: 0,
  ...fields,
});

describe('shelfPriceOf (what a shopper pays)', () => {
  it('is the price when there is no discount', () => {
    expect(shelfPriceOf(aPrice())).toEqual({ discounted: false, discountPercentage: 0, effectivePrice: 100 });
  });

  it('ignores a discount price when has_discount is off, and a zero discount price when on', () => {
    expect(shelfPriceOf(aPrice({ discountPrice: 80 })).effectivePrice).toBe(100);
    expect(shelfPriceOf(aPrice({ hasDiscount: true, discountPrice: 0, discountPercentage: 30 }))).toEqual({
      discounted: false,
      discountPercentage: 0,
      effectivePrice: 100,
    });
  });

  it('uses the stored percentage when there is one', () => {
    expect(shelfPriceOf(aPrice({ hasDiscount: true, discountPrice: 79.9, discountPercentage: 20 }))).toEqual({
      discounted: true,
      discountPercentage: 20,
      effectivePrice: 79.9,
    });
  });

  it('derives the rounded percentage when none is stored', () => {
    expect(shelfPriceOf(aPrice({ price: 149.9, hasDiscount: true, discountPrice: 99.9 })).discountPercentage).toBe(33);
    expect(shelfPriceOf(aPrice({ price: 3, hasDiscount: true, discountPrice: 2 })).discountPercentage).toBe(33);
  });
});

describe('variantPrice', () => {
  it('adds a signed modifier in agorot without float drift', () => {
    expect(variantPrice(0.1, 0.2)).toBe(0.3);
    expect(variantPrice(99.9, 10.15)).toBe(110.05);
    expect(variantPrice(99.9, -9.95)).toBe(89.95);
  });

  it('never goes below zero', () => {
    expect(variantPrice(10, -15)).toBe(0);
  });
});

describe('consistentDiscount (server rule for saved products)', () => {
  it('clears both discount fields when the discount is off', () => {
    expect(consistentDiscount(aPrice({ discountPrice: 50, discountPercentage: 50 }))).toEqual(aPrice());
  });

  it('recomputes the percentage from a discount price below the price', () => {
    expect(consistentDiscount(aPrice({ price: 199.99, hasDiscount: true, discountPrice: 149.99, discountPercentage: 5 }))).toEqual({
      price: 199.99,
      hasDiscount: true,
      discountPrice: 149.99,
      discountPercentage: 25,
    });
  });

  it('recomputes the discount price from a percentage when no discount price is given', () => {
    expect(consistentDiscount(aPrice({ price: 99.99, hasDiscount: true, discountPercentage: 15 }))).toMatchObject({
      discountPrice: 84.99,
      discountPercentage: 15,
    });
    expect(consistentDiscount(aPrice({ price: 0.35, hasDiscount: true, discountPercentage: 50 })).discountPrice).toBe(0.18);
  });

  it('refuses a discount price that is not below the price, naming discount_price', () => {
    for (const discountPrice of [100, 120]) {
      const attempt = () => consistentDiscount(aPrice({ hasDiscount: true, discountPrice }));
      expect(attempt).toThrow(DomainError);
      expect(attempt).toThrow('discount_price');
    }
  });

  it('refuses a discount with neither a discount price nor a percentage', () => {
    expect(() => consistentDiscount(aPrice({ hasDiscount: true }))).toThrow('discount_price');
  });
});
