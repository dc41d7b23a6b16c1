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
  rating: null,
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

  it('says nothing of ratings without a published review', () => {
    const data = productData('https://shop.example', product, '/product/7', '') as Record<string, any>;
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('gives the rating of the published reviews and the reviews the page shows', () => {
    const rated = { ...product, rating: { average: 4.5, count: 2 } };
    const reviews = [
      {
        id: 2,
        stars: 5,
        title: 'Clear',
        text: 'No fog at all',
        authorName: 'Dana L.',
        answer: null,
        createdAt: '2026-11-20T08:00:00.000Z',
      },
      { id: 1, stars: 4, title: '', text: '', authorName: 'Иван П.', answer: 'Спасибо', createdAt: '2026-11-19T08:00:00.000Z' },
    ];
    const data = productData('https://shop.example', rated, '/product/7', '', reviews) as Record<string, any>;
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Dana L.' },
        datePublished: '2026-11-20',
        name: 'Clear',
        reviewBody: 'No fog at all',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Иван П.' },
        datePublished: '2026-11-19',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
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
