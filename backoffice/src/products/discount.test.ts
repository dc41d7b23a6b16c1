import { describe, expect, it } from 'vitest';
import { onDiscountPriceChanged, onDiscountToggled, onPercentageChanged, onPriceChanged, type DiscountState } from './discount';

const product = (overrides: Partial<DiscountState> = {}): DiscountState => ({
  price: 200,
  has_discount: true,
  discount_price: 0,
  discount_percentage: 0,
  ...overrides,
});

describe('discount rules', () => {
  it('a discount price below the price sets the whole percentage', () => {
    expect(onDiscountPriceChanged(product(), 150)).toMatchObject({ discount_price: 150, discount_percentage: 25 });
    expect(onDiscountPriceChanged(product({ price: 119.9 }), 99.9)).toMatchObject({ discount_percentage: 17 });
  });

  it('a discount price at or above the price leaves the percentage', () => {
    expect(onDiscountPriceChanged(product({ discount_percentage: 10 }), 250)).toMatchObject({
      discount_price: 250,
      discount_percentage: 10,
    });
  });

  it('a percentage from 1 to 100 sets the discount price, 2 decimals', () => {
    expect(onPercentageChanged(product({ price: 119.9 }), 17)).toMatchObject({ discount_price: 99.52 });
    expect(onPercentageChanged(product(), 100)).toMatchObject({ discount_price: 0 });
    expect(onPercentageChanged(product({ discount_price: 5 }), 0)).toMatchObject({ discount_price: 5, discount_percentage: 0 });
  });

  it('a price change recalculates the discount price from the percentage', () => {
    expect(onPriceChanged(product({ discount_percentage: 20, discount_price: 160 }), 300)).toMatchObject({
      price: 300,
      discount_price: 240,
    });
    expect(onPriceChanged(product({ has_discount: false, discount_percentage: 20 }), 300)).toMatchObject({ price: 300, discount_price: 0 });
  });

  it('turning the discount off zeroes price and percentage', () => {
    expect(onDiscountToggled(product({ discount_price: 150, discount_percentage: 25 }), false)).toEqual(
      product({ has_discount: false, discount_price: 0, discount_percentage: 0 }),
    );
  });
});
