import { DataSource } from 'typeorm';
import { CategoryEntity } from '../../src/modules/catalog/infrastructure/category.entity';
import { ProductEntity } from '../../src/modules/catalog/infrastructure/product.entity';
import { SizeTemplateEntity } from '../../src/modules/catalog/infrastructure/size-template.entity';
import { ArticleEntity } from '../../src/modules/content/infrastructure/article.entity';
import { SeoRecordEntity } from '../../src/modules/content/infrastructure/seo-record.entity';
import { DEMO_ACCOUNTS } from '../../src/modules/identity/domain/demo-accounts';
import { DemoDataLoader } from '../../src/demo/demo-data.loader';
import { ORDER_STATUSES } from '../../src/modules/ordering/domain/order-status';
import { OrderEntity } from '../../src/modules/ordering/infrastructure/order.entity';
import { startTestApp, TestApp } from '../support/test-app';

const CATEGORY_SLUGS = [
  'boxing',
  'swimming',
  'karate',
  'ballet',
  'football',
  'tennis',
  'ping-pong',
  'handball',
  'basketball',
  'wrestling',
  'judo',
  'volleyball',
];

/** Products with everything the assertions below look at. */
async function allProducts(db: DataSource): Promise<ProductEntity[]> {
  return db
    .getRepository(ProductEntity)
    .find({ relations: { translations: true, variants: true, images: true, categories: true }, order: { id: 'ASC' } });
}

const totalStock = (p: ProductEntity) => (p.hasVariants ? p.variants.reduce((sum, v) => sum + v.stockQuantity, 0) : p.stockQuantity);

describe('demo data set', () => {
  let shop: TestApp;
  let db: DataSource;
  let products: ProductEntity[];

  beforeAll(async () => {
    shop = await startTestApp({ demoData: true });
    db = shop.app.get(DataSource);
    products = await allProducts(db);
  });
  afterAll(() => shop.close());

  it('has the twelve categories with he and ru names and descriptions and a banner', async () => {
    const categories = await db.getRepository(CategoryEntity).find({ relations: { translations: true }, order: { sortOrder: 'ASC' } });
    expect(categories.map((c) => c.slug)).toEqual(CATEGORY_SLUGS);
    for (const category of categories) {
      expect(category.translations.map((t) => t.language).sort()).toEqual(['he', 'ru']);
      expect(category.translations.every((t) => t.name.trim() !== '' && (t.description ?? '').trim() !== '')).toBe(true);
      expect(category.imageUrl).toBe(`/uploads/demo-${category.slug}-banner.png`);
    }
    expect(categories.find((c) => c.slug === 'boxing')!.translations.find((t) => t.language === 'he')!.name).toBe('אגרוף');
  });

  it('has at least 60 products, five or more in every category, each with he and ru texts and 1-3 pictures', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const slug of CATEGORY_SLUGS) {
      expect(products.filter((p) => p.categories.some((c) => c.slug === slug)).length).toBeGreaterThanOrEqual(5);
    }
    for (const product of products) {
      expect(product.translations.map((t) => t.language).sort()).toEqual(['he', 'ru']);
      expect(product.translations.find((t) => t.language === 'he')!.description).toMatch(/^- /m);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(3);
      expect(product.images.filter((i) => i.isPrimary)).toHaveLength(1);
      expect(product.price).toBeGreaterThanOrEqual(49.9);
      expect(product.price).toBeLessThanOrEqual(1299);
    }
  });

  it('discounts about a quarter of the products, with consistent percentages', () => {
    const discounted = products.filter((p) => p.hasDiscount);
    expect(discounted.length).toBeGreaterThanOrEqual(Math.floor(products.length / 5));
    for (const p of discounted) {
      expect(p.discountPrice).toBeGreaterThan(0);
      expect(p.discountPrice).toBeLessThan(p.price);
      expect(p.discountPercentage).toBe(Math.round(((p.price - p.discountPrice) / p.price) * 100));
    }
  });

  it('has recommended, variant, sold-out, hidden and inactive products', () => {
    expect(products.filter((p) => p.isRecommended).length).toBeGreaterThanOrEqual(5);
    const withVariants = products.filter((p) => p.hasVariants);
    expect(withVariants.length).toBeGreaterThanOrEqual(products.length / 3);
    expect(withVariants.every((p) => p.variants.length > 0)).toBe(true);
    expect(withVariants.some((p) => p.variants.some((v) => v.priceModifier > 0))).toBe(true);
    expect(withVariants.some((p) => p.variants.some((v) => v.priceModifier < 0))).toBe(true);
    const skus = withVariants.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    const soldOut = products.filter((p) => totalStock(p) === 0);
    expect(soldOut.some((p) => p.hasVariants)).toBe(true);
    expect(soldOut.some((p) => !p.hasVariants)).toBe(true);
    expect(products.some((p) => !p.isVisible)).toBe(true);
    expect(products.some((p) => !p.isActive)).toBe(true);
  });

  it('has the four size templates with he and ru translations', async () => {
    const templates = await db.getRepository(SizeTemplateEntity).find({ relations: { translations: true } });
    expect(templates.map((t) => t.category).sort()).toEqual(['accessories', 'balls', 'clothing', 'footwear']);
    const byCategory = Object.fromEntries(templates.map((t) => [t.category, t]));
    expect(byCategory.footwear.sizes.map((s) => s.size)).toEqual(['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46']);
    expect(byCategory.clothing.sizes.map((s) => s.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(byCategory.clothing.colors.length).toBeGreaterThan(0);
    expect(byCategory.balls.sizes.map((s) => s.size)).toEqual(['3', '4', '5']);
    for (const template of templates) expect(template.translations.map((t) => t.language).sort()).toEqual(['he', 'ru']);
  });

  it('has the site policy at takanon-haatar and blog posts, in he and ru markdown', async () => {
    const articles = await db.getRepository(ArticleEntity).find({ relations: { translations: true } });
    const policy = articles.find((a) => a.slug === 'takanon-haatar')!;
    expect(policy.isActive).toBe(true);
    expect(policy.translations.find((t) => t.language === 'he')!.title).toBe('תקנון האתר');
    const statement = articles.find((a) => a.slug === 'accessibility-statement')!;
    expect(statement.isActive).toBe(true);
    const hebrewStatement = statement.translations.find((t) => t.language === 'he')!;
    expect(hebrewStatement.title).toBe('הצהרת נגישות');
    // What Israeli law asks of the two: the level and the coordinator; the cancellation fee cap and the seller.
    expect(hebrewStatement.content).toMatch(/5568/);
    expect(statement.content).toMatch(/WCAG 2\.1, level AA[\s\S]*Accessibility coordinator[\s\S]*Last review/);
    expect(policy.content).toMatch(/14 days[\s\S]*5% of the price or 100 NIS, whichever is lower/);
    expect(policy.content).toMatch(/company number \d{9}/);
    // The privacy policy: what is collected and why, for how long, who sees it, the rights and whom to write to.
    const privacy = articles.find((a) => a.slug === 'privacy-policy')!;
    expect(privacy.showInList).toBe(false);
    expect(privacy.translations.find((t) => t.language === 'he')!.title).toBe('מדיניות פרטיות');
    expect(privacy.translations.find((t) => t.language === 'ru')!.content).toMatch(/5741-1981[\s\S]*поправк/);
    expect(privacy.content).toMatch(
      /What we collect[\s\S]*Why we use it[\s\S]*How long[\s\S]*Who sees it[\s\S]*section 13[\s\S]*info@sport-shop\.co\.il/,
    );
    const posts = articles.filter((a) => a.showInList && a.isActive);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const article of articles) {
      expect(article.translations.map((t) => t.language).sort()).toEqual(['he', 'ru']);
      expect(article.translations.every((t) => /^(#|-|\d\.|\|)/m.test(t.content))).toBe(true);
    }
  });

  it('has SEO records for the home page in he and ru, and for the blog and about pages', async () => {
    const records = await db.getRepository(SeoRecordEntity).find();
    const pages = records.map((r) => `${r.pageType}:${r.language}`).sort();
    expect(pages).toEqual(['about:he', 'about:ru', 'blog:he', 'blog:ru', 'home:he', 'home:ru']);
    const home = records.find((r) => r.pageType === 'home' && r.language === 'he')!;
    expect(home.isActive).toBe(true);
    expect(home.ogImage).toBe('http://shop.test/uploads/demo-football-banner.png');
  });

  it('has the demo discount codes: SPORT10 takes 10% off, WELCOME50 ₪50 from ₪300', async () => {
    const product = products.find((p) => p.isActive && p.isVisible && !p.hasVariants && p.stockQuantity > 3 && !p.hasDiscount)!;
    const quote = (code: string, quantity: number) =>
      shop
        .http()
        .post('/api/orders/quote')
        .send({ items: [{ product_id: product.id, quantity }], discount_code: code.toLowerCase() })
        .expect(200);
    const sport = (await quote('SPORT10', 1)).body.data;
    expect(sport.discount).toEqual({ code: 'SPORT10', amount: Math.round(Number(product.price) * 10) / 100 });
    const quantity = Math.min(3, Math.ceil(300 / Number(product.price)));
    const welcome = (await quote('WELCOME50', quantity)).body.data;
    if (Number(product.price) * quantity >= 300) expect(welcome.discount).toEqual({ code: 'WELCOME50', amount: 50 });
    else expect(welcome.discount_error.code).toBe('DISCOUNT_CODE_BELOW_MINIMUM');
  });

  it('has six months of orders in both languages, every status, cash, card and Bit, courier and codes, with consistent totals', async () => {
    const orders = await db.getRepository(OrderEntity).find({ relations: { items: true } });
    expect(orders.length).toBeGreaterThanOrEqual(200);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(orders.map((o) => o.paymentMethod))).toEqual(new Set(['cash', 'credit_card', 'bit']));
    expect(new Set(orders.map((o) => o.language))).toEqual(new Set(['he', 'ru']));
    expect(orders.some((o) => o.deliveryMethod === 'courier' && o.deliveryAddress !== null && Number(o.deliveryFee) > 0)).toBe(true);
    expect(new Set(orders.map((o) => o.discountCode).filter(Boolean))).toEqual(new Set(['SPORT10', 'WELCOME50']));
    const ages = orders.map((o) => (Date.now() - o.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(150);
    expect(Math.max(...ages)).toBeLessThan(190);
    expect(Math.min(...ages)).toBeLessThan(3);
    for (const order of orders) {
      const cents = (n: number | string) => Math.round(Number(n) * 100);
      const lines = order.items.reduce((sum, item) => sum + cents(item.totalPrice), 0);
      expect(cents(order.itemsTotal)).toBe(lines);
      expect(cents(order.totalAmount)).toBe(lines - cents(order.discountAmount) + cents(order.deliveryFee));
      expect(order.paidAt !== null).toBe(order.paymentStatus === 'paid');
      expect(order.completedAt !== null).toBe(order.status === 'completed');
      expect(order.stockReleased).toBe(order.status === 'cancelled');
    }
  });

  it('shows a working shop on the dashboard and the desk, and finds its orders by customer', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
    const login = await shop.http().post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200);
    const auth = { Authorization: `Bearer ${login.body.access_token ?? login.body.token}` };
    const dashboard = (await shop.http().get('/api/dashboard').set(auth).expect(200)).body.data;
    expect(dashboard.totals.orders).toBeGreaterThanOrEqual(200);
    expect(dashboard.totals.revenue).toBeGreaterThan(10_000);
    expect(dashboard.totals.customers).toBeGreaterThanOrEqual(15);
    const desk = await shop
      .http()
      .get('/api/orders')
      .query({ filter: JSON.stringify({ q: 'Иванова' }) })
      .set(auth)
      .expect(200);
    expect(desk.body.data.length).toBeGreaterThan(0);
    expect(desk.body.data.every((o: { customer_name: string }) => o.customer_name === 'Анна Иванова')).toBe(true);
  });

  it('lets the demo admin log in with the README password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await shop.http().post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
      expect(res.body.user).toMatchObject({ email: account.email, role: account.role });
    }
  });

  it('serves the demo pictures from /uploads as PNG', async () => {
    const product = products[0];
    for (const url of ['/uploads/demo-boxing-banner.png', product.imageUrl!, ...product.images.map((i) => i.url)]) {
      const res = await shop.http().get(url).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((res.body as Buffer).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
  });

  it('is what the public API serves', async () => {
    const categories = (await shop.http().get('/api/categories?lang=he').expect(200)).body.data;
    expect(categories).toHaveLength(12);
    expect(categories[0]).toMatchObject({ slug: 'boxing', localized_name: 'אגרוף', image_url: '/uploads/demo-boxing-banner.png' });

    const onSale = products.filter((p) => p.isActive && p.isVisible).length;
    const list = await shop.http().get('/api/products?lang=ru').expect(200);
    expect(list.headers['content-range']).toMatch(new RegExp(`/${onSale}$`));

    const policy = (await shop.http().get('/api/articles/slug/takanon-haatar?lang=he').expect(200)).body.data;
    expect(policy.localized_title).toBe('תקנון האתר');
    const blog = (await shop.http().get('/api/articles?lang=ru').expect(200)).body.data as Array<{ slug: string }>;
    expect(blog.length).toBeGreaterThanOrEqual(4);
    expect(blog.map((a) => a.slug)).not.toContain('takanon-haatar');
    expect(blog.map((a) => a.slug)).not.toContain('privacy-policy');
    const statement = (await shop.http().get('/api/articles/slug/accessibility-statement?lang=ru').expect(200)).body.data;
    expect(statement.localized_title).toBe('Заявление о доступности');

    const seo = (await shop.http().get('/api/seo?page_type=home&language=ru').expect(200)).body.data;
    expect(seo.title).toMatch(/Спортивный магазин/);
  });

  it('never loads twice', async () => {
    const result = await shop.app.get(DemoDataLoader).loadIfEmpty();
    expect(result).toEqual({ loaded: false, reason: 'the database already has 12 categories' });
    expect(await db.getRepository(ProductEntity).count()).toBe(products.length);
  });
});

describe('demo data switched off', () => {
  it('loads nothing when DEMO_DATA is false', async () => {
    const shop = await startTestApp({ demoData: false });
    try {
      const db = shop.app.get(DataSource);
      expect(await db.getRepository(CategoryEntity).count()).toBe(0);
      expect(await db.getRepository(ProductEntity).count()).toBe(0);
      await shop.http().post('/api/auth/login').send({ email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password }).expect(401);
    } finally {
      await shop.close();
    }
  });
});
