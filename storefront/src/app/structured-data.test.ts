import { describe, expect, it } from 'vitest';
import type { ProductView } from '../api/products';
import { breadcrumbList, productData, storeData } from './structured-data';

const product = {
  id: 7,
  name: 'Swim goggles',
  description: 'Anti-fog',
  price: 80,
  has_discount: true,
  discount_price: 60,
  discount_percentage: 25,
  effective_price: 60,
  stock_quantity: 4,
  in_stock: true,
  has_variants: false,
  image_url: 'goggles.jpg',
  images: [{ url: '/uploads/goggles.jpg', is_primary: true, sort_order: 0 }],
  categories: [{ id: 2, slug: 'swimming', name: 'Swimming' }],
  variants: [
    {
      id: 1,
      sku: 'GOG-1',
      size: null,
      color: null,
      localized_color: null,
      material: null,
      price_modifier: 0,
      price: 60,
      stock_quantity: 4,
    },
  ],
  is_recommended: false,
  created_at: '2026-01-01',
} satisfies ProductView;

describe('structured data', () => {
  it('describes a product with its offer in shekels, its stock and sku', () => {
    const data = productData('https://shop.example', product, '/product/7', 'Anti-fog') as Record<string, any>;
    expect(data['@type']).toBe('Product');
    expect(data.image).toEqual(['https://shop.example/uploads/goggles.jpg']);
    expect(data.sku).toBe('GOG-1');
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: '60.00',
      priceCurrency: 'ILS',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/product/7',
    });
  });

  it('marks a sold-out product out of stock and leaves the sku out for several variants', () => {
    const soldOut = { ...product, in_stock: false, variants: [product.variants[0], { ...product.variants[0], id: 2, sku: 'GOG-2' }] };
    const data = productData('https://shop.example', soldOut, '/product/7', '') as Record<string, any>;
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.sku).toBeUndefined();
  });

  it('lists breadcrumbs with positions and absolute addresses', () => {
    const data = breadcrumbList('https://shop.example', [
      { name: 'Home', path: '/ru' },
      { name: 'Swimming', path: '/ru/category/swimming' },
    ]) as Record<string, any>;
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/ru' },
      { '@type': 'ListItem', position: 2, name: 'Swimming', item: 'https://shop.example/ru/category/swimming' },
    ]);
  });

  it('names the store with its address in the page language', () => {
    const data = storeData('https://shop.example', 'ru', 'Спортивный магазин', 'd', '/ru') as Record<string, any>;
    expect(data['@type']).toContain('Organization');
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IL', addressLocality: 'Ришон-ле-Цион' });
    expect(data.url).toBe('https://shop.example/ru');
  });

  it("gives the store's opening hours per open day: Sunday to Friday, none on Saturday", () => {
    const data = storeData('https://shop.example', 'he', 'חנות', 'd', '/') as Record<string, any>;
    expect(data.openingHoursSpecification).toHaveLength(6);
    expect(data.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '09:00',
      closes: '20:00',
    });
    expect(data.openingHoursSpecification[5]).toMatchObject({ dayOfWeek: 'https://schema.org/Friday', opens: '09:00', closes: '14:00' });
    expect(data.openingHoursSpecification.map((d: { dayOfWeek: string }) => d.dayOfWeek)).not.toContain('https://schema.org/Saturday');
    expect(data.sameAs).toContain('https://www.instagram.com/sportshop.rishon');
  });

  it('shows the store with raster pictures, which search engines and link previews read (SVG they skip)', () => {
    const data = storeData('https://shop.example', 'he', 'חנות', 'd', '/') as Record<string, any>;
    expect(data.logo).toBe('https://shop.example/images/logo.png');
    expect(data.image).toBe('https://shop.example/images/share.png');
  });
});
