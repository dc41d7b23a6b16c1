import { DataSource } from 'typeorm';
import { ProductSearchBackfill } from '../../src/modules/catalog/infrastructure/product-search-backfill';
import { startTestApp, TestApp } from '../support/test-app';
import { createCategory, createProduct, fieldsOf } from './fixtures';

type Listed = { id: number; name: string };
const names = (body: { data: Listed[] }) => body.data.map((p) => p.name);

describe('products for shoppers (catalog)', () => {
  let shop: TestApp;
  let boots: { id: number };
  let hidden: { id: number };
  let retired: { id: number };

  beforeAll(async () => {
    shop = await startTestApp();
    const football = await createCategory(shop, { name: 'Football' });
    const swimming = await createCategory(shop, { name: 'Swimming', translations: [{ language: 'he', name: 'שחייה' }] });
    const closed = await createCategory(shop, { name: 'Closed', is_active: false });
    await createProduct(shop, {
      name: 'Match ball',
      description: 'Leather ball, size 5',
      price: 120,
      categories: [{ id: football.id }, { id: closed.id }],
      translations: [
        { language: 'he', name: 'כדור משחק', description: 'כדור עור' },
        { language: 'ru', name: 'Мяч Матчевый', description: 'Кожаный мяч' },
      ],
      is_recommended: true,
    });
    boots = await createProduct(shop, {
      name: 'Football boots',
      price: 300,
      has_discount: true,
      discount_price: 240,
      stock_quantity: 0,
      categories: [{ id: football.id }],
      translations: [{ language: 'ru', name: 'Бутсы', description: 'Для травы' }],
      has_variants: true,
      variants: [
        { sku: 'BOOTS-40', size: '40', color: 'Black', stock_quantity: 0, price_modifier: 0 },
        { sku: 'BOOTS-46', size: '46', color: 'Neon Lime', stock_quantity: 2, price_modifier: 15.5 },
        { sku: 'BOOTS-47', size: '47', stock_quantity: 9, price_modifier: 0, is_active: false },
      ],
      images: [{ url: '/uploads/boots-side.jpg' }, { url: 'https://cdn.example/boots-top.jpg', is_primary: true }],
      image_url: '/uploads/boots.jpg',
    });
    await createProduct(shop, { name: 'Swim goggles', price: 45.5, categories: [{ id: swimming.id }], description: '100% anti-fog' });
    hidden = await createProduct(shop, { name: 'Hidden ball', is_visible: false, translations: [{ language: 'ru', name: 'Скрытый мяч' }] });
    retired = await createProduct(shop, { name: 'Retired ball', is_active: false });
  });
  afterAll(() => shop.close());

  describe('GET /api/products', () => {
    it('lists only active and visible products, newest first, with Content-Range', async () => {
      const res = await shop.http().get('/api/products').expect(200);
      expect(res.headers['content-range']).toBe('products 0-2/3');
      expect(res.body.total).toBe(3);
      expect(names(res.body)).toEqual(['Swim goggles', 'Football boots', 'Match ball']);
    });

    it('pages with page/per_page and with range', async () => {
      const second = await shop.http().get('/api/products?page=2&per_page=2').expect(200);
      expect(second.headers['content-range']).toBe('products 2-2/3');
      expect(names(second.body)).toEqual(['Match ball']);
      const ranged = await shop.http().get('/api/products?range=[1,1]').expect(200);
      expect(names(ranged.body)).toEqual(['Football boots']);
      const past = await shop.http().get('/api/products?range=[10,19]').expect(200);
      expect(past.headers['content-range']).toBe('products */3');
      expect(past.body).toEqual({ data: [], total: 3 });
    });

    it('sorts by price (what shoppers pay), by localized name, or by a react-admin sort', async () => {
      expect(names((await shop.http().get('/api/products?sort=price_asc').expect(200)).body)).toEqual([
        'Swim goggles',
        'Match ball',
        'Football boots',
      ]);
      expect(names((await shop.http().get('/api/products?sort=price_desc').expect(200)).body)).toEqual([
        'Football boots',
        'Match ball',
        'Swim goggles',
      ]);
      // In Russian the boots read "Бутсы", the ball "Мяч", the goggles keep their base name.
      expect(names((await shop.http().get('/api/products?sort=name&lang=ru').expect(200)).body)).toEqual([
        'Swim goggles',
        'Football boots',
        'Match ball',
      ]);
      expect(names((await shop.http().get('/api/products?sort=["price","DESC"]').expect(200)).body)).toEqual([
        'Football boots',
        'Match ball',
        'Swim goggles',
      ]);
    });

    it('filters by category id or slug, recommended, discounted and price bounds', async () => {
      const list = async (query: string) => names((await shop.http().get(`/api/products?${query}`).expect(200)).body);
      expect(await list('category=football&sort=price_asc')).toEqual(['Match ball', 'Football boots']);
      expect(await list('category=closed')).toEqual([]);
      const swimming = (await shop.http().get('/api/categories/by-slug/swimming').expect(200)).body.data.id;
      expect(await list(`category=${swimming}`)).toEqual(['Swim goggles']);
      expect(await list('recommended=true')).toEqual(['Match ball']);
      expect(await list('discounted=true')).toEqual(['Football boots']);
      expect(await list('min_price=100&max_price=250&sort=price_asc')).toEqual(['Match ball', 'Football boots']);
      expect(await list('min_price=0&max_price=0')).toHaveLength(3);
    });

    it.each([
      ['sort=cheapest', 'sort'],
      ['sort=["secret","ASC"]', 'sort'],
      ['per_page=0', 'per_page'],
      ['range=[5,1]', 'range'],
      ['range=[100000000000000000000,100000000000000000005]', 'range'],
      ['recommended=maybe', 'recommended'],
      ['min_price=-1', 'min_price'],
      ['max_price=lots', 'max_price'],
      ['lang=de', 'lang'],
    ])('refuses %s naming %s', async (query, field) => {
      const res = await shop.http().get(`/api/products?${query}`).expect(400);
      expect(fieldsOf(res.body)).toContain(field);
    });

    it('caps the page size at 100', async () => {
      const res = await shop.http().get('/api/products?per_page=500').expect(200);
      expect(res.body.total).toBe(3);
    });
  });

  describe('GET /api/products/search', () => {
    const search = async (q: string, lang = 'he') =>
      names(
        (
          await shop
            .http()
            .get(`/api/products/search?q=${encodeURIComponent(q)}&lang=${lang}`)
            .expect(200)
        ).body,
      );

    it('finds Hebrew names and descriptions', async () => {
      expect(await search('כדור')).toEqual(['Match ball']);
      expect(await search('עור')).toEqual(['Match ball']);
    });

    it('finds Russian text in any case, whatever the language asked', async () => {
      expect(await search('мяч', 'he')).toEqual(['Match ball']);
      expect(await search('БУТСЫ', 'ru')).toEqual(['Football boots']);
      expect(await search('для ТРАВЫ', 'ru')).toEqual(['Football boots']);
    });

    it('finds the base text and takes wildcards literally', async () => {
      expect(await search('GOGGLES')).toEqual(['Swim goggles']);
      expect(await search('100%')).toEqual(['Swim goggles']);
      expect(await search('%')).toEqual(['Swim goggles']);
      expect(await search('_')).toEqual([]);
    });

    it('never finds hidden or inactive products', async () => {
      expect(await search('Скрытый')).toEqual([]);
      expect(await search('Retired')).toEqual([]);
    });

    it('finds a product by its new texts after an edit, and the texts of rows loaded in bulk once written at start', async () => {
      const dataSource = shop.app.get(DataSource);
      // (Each read with its own address: the catalog's micro-cache keeps answers for a second.)
      await dataSource.query('UPDATE products SET search_text = NULL');
      expect(await search('Goggles', 'ru')).toEqual([]);
      expect(await shop.app.get(ProductSearchBackfill).run()).toBeGreaterThanOrEqual(3);
      expect(await search('Goggles', 'en')).toEqual(['Swim goggles']);
      // A search never runs from one text into the next (name, then description).
      expect(await search('goggles\n100%', 'en')).toEqual([]);
      expect(await search('goggles', 'en')).toEqual(['Swim goggles']);
    });

    it('pages its results with Content-Range', async () => {
      const res = await shop.http().get('/api/products/search?q=ball&per_page=1').expect(200);
      expect(res.headers['content-range']).toBe('products 0-0/2');
      expect(res.body.total).toBe(2);
    });

    it('refuses a missing or blank q naming q', async () => {
      expect(fieldsOf((await shop.http().get('/api/products/search').expect(400)).body)).toEqual(['q']);
      expect(fieldsOf((await shop.http().get('/api/products/search?q=%20%20').expect(400)).body)).toEqual(['q']);
    });
  });

  describe('GET /api/products/:id', () => {
    it('answers a product with prices, stock, variants and images worked out on the server', async () => {
      const res = await shop.http().get(`/api/products/${boots.id}?lang=ru`).expect(200);
      const product = res.body.data;
      expect(product).toMatchObject({
        id: boots.id,
        name: 'Football boots',
        slug: 'football-boots',
        price: 300,
        has_discount: true,
        discount_price: 240,
        discount_percentage: 20,
        effective_price: 240,
        stock_quantity: 0,
        total_stock: 11,
        in_stock: true,
        variant_count: 2,
        image_url: 'https://cdn.example/boots-top.jpg',
        is_active: true,
        is_visible: true,
        is_recommended: false,
        has_variants: true,
        localized_name: 'Бутсы',
        localized_description: 'Для травы',
        categories: [{ id: expect.any(Number), name: 'Football', slug: 'football', localized_name: 'Футбол' }],
      });
      expect(product.variants).toEqual([
        // The colour keeps its English key and comes in the answer's language too; an unknown one as typed.
        expect.objectContaining({
          sku: 'BOOTS-40',
          price: 240,
          price_modifier: 0,
          product_id: boots.id,
          is_active: true,
          color: 'Black',
          localized_color: 'Чёрный',
        }),
        expect.objectContaining({
          sku: 'BOOTS-46',
          price: 255.5,
          price_modifier: 15.5,
          stock_quantity: 2,
          color: 'Neon Lime',
          localized_color: 'Neon Lime',
        }),
      ]);
      expect(
        product.images.map((i: { url: string; is_primary: boolean; sort_order: number }) => [i.url, i.is_primary, i.sort_order]),
      ).toEqual([
        ['https://cdn.example/boots-top.jpg', true, 1],
        ['/uploads/boots-side.jpg', false, 0],
      ]);
      expect(new Date(product.created_at).toISOString()).toBe(product.created_at);
    });

    it('falls back to the base text when the language has no translation', async () => {
      const res = await shop.http().get(`/api/products/${boots.id}?lang=he`).expect(200);
      expect(res.body.data).toMatchObject({ localized_name: 'Football boots', localized_description: 'Size 5 leather ball' });
      expect(res.body.data.categories[0].localized_name).toBe('כדורגל');
      expect(res.body.data.variants[0]).toMatchObject({ color: 'Black', localized_color: 'שחור' });
    });

    it('hides inactive categories from shoppers', async () => {
      const ball = (await shop.http().get('/api/products/search?q=match').expect(200)).body.data[0];
      expect(ball.categories.map((c: { slug: string }) => c.slug)).toEqual(['football']);
    });

    it('answers 404 Product not found for hidden, inactive and unknown products', async () => {
      for (const id of [hidden.id, retired.id, 99999]) {
        const res = await shop.http().get(`/api/products/${id}`).expect(404);
        expect(res.body).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
      }
    });

    it('refuses a malformed id naming id', async () => {
      for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
        expect(fieldsOf((await shop.http().get(`/api/products/${id}`).expect(400)).body)).toEqual(['id']);
      }
    });
  });
});
