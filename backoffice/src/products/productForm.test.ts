import { describe, expect, it } from 'vitest';
import type { ProductWire } from '../api/wire';
import { copyOfProduct, productFormValues, productPayload } from './productForm';

const NOW = 1718000123456;

function aDiscountedBallWithVariants(): ProductWire {
  return {
    id: 12,
    name: 'Football',
    slug: 'football',
    description: 'Size 5',
    price: 120,
    has_discount: true,
    discount_price: 90,
    discount_percentage: 25,
    effective_price: 90,
    stock_quantity: 0,
    total_stock: 7,
    in_stock: true,
    variant_count: 2,
    image_url: '/uploads/a.png',
    is_required: false,
    is_active: true,
    is_visible: false,
    is_recommended: true,
    has_variants: true,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    rating_average: null,
    rating_count: 0,
    translations: [{ language: 'he', name: 'כדורגל', description: '' }],
    localized_name: 'כדורגל',
    localized_description: '',
    categories: [{ id: 3, name: 'Football', slug: 'football', localized_name: 'כדורגל' }],
    variants: [
      {
        id: 31,
        product_id: 12,
        sku: '12-BALL-5',
        size: '5',
        color: null,
        localized_color: null,
        material: null,
        stock_quantity: 4,
        price_modifier: 0,
        price: 90,
        is_active: true,
      },
      {
        id: 32,
        product_id: 12,
        sku: 'XL',
        size: '4',
        color: 'Red',
        localized_color: 'אדום',
        material: null,
        stock_quantity: 3,
        price_modifier: -5,
        price: 85,
        is_active: false,
      },
    ],
    images: [
      { id: 8, url: '/uploads/b.png', sort_order: 1, is_primary: false },
      { id: 7, url: '/uploads/a.png', sort_order: 0, is_primary: true },
    ],
  };
}

describe('product form values', () => {
  it('starts a new product active, visible, not recommended, without discount or variants', () => {
    const values = productFormValues();
    expect(values).toMatchObject({
      is_active: true,
      is_visible: true,
      is_recommended: false,
      has_discount: false,
      has_variants: false,
      variants: [],
      images: [],
    });
    expect(values.translations).toEqual({ ru: { name: '', description: '' }, he: { name: '', description: '' } });
  });

  it('reads images in their order and categories as ids', () => {
    const values = productFormValues(aDiscountedBallWithVariants());
    expect(values.images.map((i) => i.url)).toEqual(['/uploads/a.png', '/uploads/b.png']);
    expect(values.category_ids).toEqual([3]);
  });
});

describe('copy of a product', () => {
  it('keeps the data without ids, suffixes name and slug', () => {
    const copy = copyOfProduct(aDiscountedBallWithVariants());
    expect(copy.id).toBeUndefined();
    expect(copy.name).toBe('Football (Copy)');
    expect(copy.slug).toBe('football-copy');
    expect(copy.variants.every((v) => v.id === undefined)).toBe(true);
    expect(copy.variants.map((v) => v.sku)).toEqual([expect.stringMatching(/^NEW-1-\d{6}$/), expect.stringMatching(/^NEW-2-\d{6}$/)]);
    expect(copyOfProduct(aDiscountedBallWithVariants(), NOW).variants.map((v) => [v.sku, v.size])).toEqual([
      ['NEW-1-123456', '5'],
      ['NEW-2-123456', '4'],
    ]);
    // The payload keeps the fresh SKUs as they are (longer than 3 characters, no product id yet).
    expect(productPayload(copyOfProduct(aDiscountedBallWithVariants(), NOW), NOW + 5).variants?.map((v) => v.sku)).toEqual([
      'NEW-1-123456',
      'NEW-2-123456',
    ]);
    expect(copy.images.every((i) => i.id === undefined)).toBe(true);
    expect(copy).not.toHaveProperty('created_at');
    expect(copy.price).toBe(120);
  });
});

describe('product payload', () => {
  it('trims translations and drops blank ones, drops empty category ids', () => {
    const values = productFormValues(aDiscountedBallWithVariants());
    values.translations = { ru: { name: '  Мяч ', description: ' футбольный ' }, he: { name: ' ', description: 'x' } };
    values.category_ids = [3, '', null, '5'];
    const payload = productPayload(values, NOW);
    expect(payload.translations).toEqual([{ language: 'ru', name: 'Мяч', description: 'футбольный' }]);
    expect(payload.category_ids).toEqual([3, 5]);
    expect(payload.categories).toEqual([{ id: 3 }, { id: 5 }]);
    expect(payload.category_id).toBe(3);
  });

  it('numbers images by their position after reordering, one primary', () => {
    const values = productFormValues(aDiscountedBallWithVariants());
    values.images = [
      { url: '/uploads/b.png', is_primary: false },
      { url: '/uploads/c.png', is_primary: false },
      { id: 7, url: '/uploads/a.png', is_primary: true },
    ];
    expect(productPayload(values, NOW).images).toEqual([
      { url: '/uploads/b.png', sort_order: 0, is_primary: false },
      { url: '/uploads/c.png', sort_order: 1, is_primary: false },
      { url: '/uploads/a.png', sort_order: 2, is_primary: true },
    ]);
  });

  it('keeps variant ids and stored SKUs as they are, applies the SKU rule to new variants, sends no variants when variants are off', () => {
    const values = productFormValues(aDiscountedBallWithVariants());
    values.variants.push({ ...values.variants[1], id: undefined, sku: 'KIDS-BALL' }, { ...values.variants[1], id: undefined, sku: '' });
    const payload = productPayload(values, NOW);
    expect(payload.variants?.map((v) => [v.id, v.sku])).toEqual([
      [31, '12-BALL-5'],
      [32, 'XL'],
      [undefined, '12-KIDS-BALL'],
      [undefined, '12-4-123456'],
    ]);
    expect(payload.variants?.[1]).toMatchObject({ size: '4', color: 'Red', material: null, price_modifier: -5, is_active: false });
    expect(productPayload({ ...values, has_variants: false }, NOW).variants).toEqual([]);
  });

  it('zeroes the discount when it is off', () => {
    const values = { ...productFormValues(aDiscountedBallWithVariants()), has_discount: false };
    expect(productPayload(values, NOW)).toMatchObject({ has_discount: false, discount_price: 0, discount_percentage: 0 });
  });
});
