import { describe, expect, it } from 'vitest';
import type { ProductView } from '../api/products';
import { loadLanguage } from '../i18n/i18n';
import { pageHead } from './head';
import { headInputOf, type PageFacts, pageKindOf } from './server-head';

const product = {
  id: 7,
  name: 'Swim goggles',
  description: 'Anti-fog',
  price: 80,
  has_discount: false,
  discount_price: null,
  discount_percentage: 0,
  effective_price: 80,
  stock_quantity: 4,
  in_stock: true,
  has_variants: false,
  image_url: '',
  images: [],
  categories: [],
  variants: [],
  is_recommended: false,
  created_at: '2026-01-01',
  rating: null,
} satisfies ProductView;

async function facts(overrides: Partial<PageFacts>): Promise<PageFacts> {
  return {
    kind: 'home',
    language: 'he',
    pathname: '/',
    publicUrl: 'https://shop.example',
    data: undefined,
    missing: false,
    seo: null,
    i18n: await loadLanguage('he'),
    ...overrides,
  };
}

describe('the head of a rendered page', () => {
  it("previews a page without a picture of its own with the shop's raster picture", async () => {
    expect(pageHead(headInputOf(await facts({}))).og['og:image']).toBe('https://shop.example/images/share.png');
    const withoutPicture = headInputOf(await facts({ kind: 'product', pathname: '/product/7', data: { state: 'found', product } }));
    expect(pageHead(withoutPicture).og['og:image']).toBe('https://shop.example/images/share.png');
  });

  it('previews a product with its own picture', async () => {
    const pictured = { ...product, image_url: 'goggles.jpg', images: [{ url: '/uploads/goggles.jpg', is_primary: true, sort_order: 0 }] };
    const input = headInputOf(await facts({ kind: 'product', pathname: '/product/7', data: { state: 'found', product: pictured } }));
    expect(pageHead(input).og['og:image']).toBe('https://shop.example/uploads/goggles.jpg');
  });

  it("speaks the page's language", async () => {
    const input = headInputOf(await facts({ language: 'ru', pathname: '/ru', i18n: await loadLanguage('ru') }));
    expect(input.shopName).toMatch(/[\u0400-\u04FF]/);
  });

  it('names the cancellation page in each language and keeps it out of search results', async () => {
    expect(pageKindOf('ru:cancel', '/ru/cancel')).toBe('cancel');
    const hebrew = pageHead(headInputOf(await facts({ kind: 'cancel', pathname: '/cancel' })));
    expect(hebrew.title).toBe('ביטול עסקה | חנות ספורט');
    expect(hebrew.robots).toBe('noindex, follow');
    expect(hebrew.description).toMatch(/14 ימים/);
    const russian = pageHead(
      headInputOf(await facts({ kind: 'cancel', language: 'ru', pathname: '/ru/cancel', i18n: await loadLanguage('ru') })),
    );
    expect(russian.title).toBe('Отмена заказа | Спортивный магазин');
  });
});
