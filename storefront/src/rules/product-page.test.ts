import { describe, expect, it } from 'vitest';
import {
  cartLineFor,
  chooseRelated,
  initialImageIndex,
  selectionPrice,
  tabOfVariant,
  variantLabelWithin,
  variantLayout,
  variantName,
  VariantWords,
} from './product-page';

const sized = (size: string | null, color: string | null = null, material: string | null = null): VariantWords => ({
  size,
  color,
  material,
});
const swimsuitVariants = ['XS', 'S', 'M', 'L'].flatMap((size) => [sized(size, 'Black'), sized(size, 'Navy')]);

describe('variantName', () => {
  it('joins the words the variant has', () => {
    expect(variantName(sized('M', 'Red', 'Cotton'))).toBe('M / Red / Cotton');
    expect(variantName(sized(null, 'Red', null))).toBe('Red');
    expect(variantName(sized(' ', '', null))).toBe('');
  });
});

describe('variantLayout', () => {
  it('lists 6 variants or fewer as options', () => {
    expect(variantLayout([])).toEqual({ kind: 'list' });
    expect(variantLayout(['S', 'M', 'L', 'XL', 'XXL', '3XL'].map((size) => sized(size)))).toEqual({ kind: 'list' });
  });

  it('groups more than 6 variants into tabs by size, keeping their order', () => {
    const layout = variantLayout(swimsuitVariants);
    expect(layout).toEqual({
      kind: 'tabs',
      dimension: 'size',
      tabs: [
        { value: 'XS', variantIndexes: [0, 1] },
        { value: 'S', variantIndexes: [2, 3] },
        { value: 'M', variantIndexes: [4, 5] },
        { value: 'L', variantIndexes: [6, 7] },
      ],
    });
  });

  it('uses the color when every variant has the same size', () => {
    const colors = ['Red', 'Blue', 'Green', 'Black', 'White', 'Pink', 'Gray'].map((color) => sized('One size', color));
    const layout = variantLayout(colors);
    expect(layout.kind === 'tabs' && layout.dimension).toBe('color');
    expect(layout.kind === 'tabs' && layout.tabs).toHaveLength(7);
  });
});

describe('variantLabelWithin', () => {
  it('names a variant by its other words inside its tab', () => {
    expect(variantLabelWithin(sized('M', 'Navy'), 'size')).toBe('Navy');
  });

  it('falls back to the whole name when the variant has no other word', () => {
    expect(variantLabelWithin(sized('42'), 'size')).toBe('42');
  });
});

describe('tabOfVariant', () => {
  it('finds the tab holding a variant', () => {
    const layout = variantLayout(swimsuitVariants);
    if (layout.kind !== 'tabs') throw new Error('expected tabs');
    expect(tabOfVariant(layout, 0)).toBe(0);
    expect(tabOfVariant(layout, 5)).toBe(2);
    expect(tabOfVariant(layout, 99)).toBe(0);
  });
});

describe('initialImageIndex', () => {
  it('opens on the primary picture', () => {
    expect(initialImageIndex([{ is_primary: false }, { is_primary: true }])).toBe(1);
  });

  it('opens on the first picture when none is primary or there are none', () => {
    expect(initialImageIndex([{ is_primary: false }, { is_primary: false }])).toBe(0);
    expect(initialImageIndex([])).toBe(0);
  });
});

describe('chooseRelated', () => {
  const p = (id: number) => ({ id });

  it('takes up to 4 from the categories, without the product itself or duplicates', () => {
    expect(
      chooseRelated(
        3,
        [
          [p(1), p(3), p(2)],
          [p(2), p(4), p(5), p(6)],
        ],
        [p(9)],
      ),
    ).toEqual([p(1), p(2), p(4), p(5)]);
  });

  it('falls back to the recommended list when the categories hold nothing else', () => {
    expect(chooseRelated(3, [[p(3)], []], [p(3), p(7), p(8), p(9), p(10), p(11)])).toEqual([p(7), p(8), p(9), p(10)]);
  });

  it('shows fewer than 4 from the categories rather than mixing in the fallback', () => {
    expect(chooseRelated(3, [[p(1)]], [p(7)])).toEqual([p(1)]);
  });
});

describe('cartLineFor', () => {
  const product = { id: 12, name: 'כפפות אגרוף', image_url: '/uploads/gloves.png', current_price: 299.9 };

  it('is the product itself when it has no variant', () => {
    expect(cartLineFor(product, undefined)).toEqual({
      id: 12,
      product_id: 12,
      name: 'כפפות אגרוף',
      price: 299.9,
      image: '/uploads/gloves.png',
      variant_name: '',
    });
  });

  it("carries the variant's id, name and server price", () => {
    const variant = { id: 31, price: 319.9, ...sized('12oz', 'Red') };
    expect(cartLineFor(product, variant)).toEqual({
      id: 31,
      product_id: 12,
      name: 'כפפות אגרוף',
      price: 319.9,
      image: '/uploads/gloves.png',
      variant_id: 31,
      variant_name: '12oz / Red',
    });
  });
});

describe('selectionPrice', () => {
  const gloves = { price: 349.9, effective_price: 299.9, discount_percentage: 14 };
  const plain = { price: 100, effective_price: 100, discount_percentage: 0 };

  it("is the product's price without a variant", () => {
    expect(selectionPrice(gloves, undefined)).toBe(gloves);
  });

  it("shows the server's variant price, struck against the variant's list price when discounted", () => {
    expect(selectionPrice(gloves, { price: 319.9, price_modifier: 20 })).toEqual({
      price: 369.9,
      effective_price: 319.9,
      discount_percentage: 14,
    });
  });

  it("shows the server's variant price alone when there is no discount", () => {
    expect(selectionPrice(plain, { price: 110, price_modifier: 10 })).toEqual({
      price: 110,
      effective_price: 110,
      discount_percentage: null,
    });
  });
});
