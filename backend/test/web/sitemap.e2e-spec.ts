import { bearer, startTestApp, TestApp } from '../support/test-app';

/** sitemap.xml and robots.txt from the database, with the storefront's visibility. */
describe('sitemap.xml and robots.txt', () => {
  let shop: TestApp;
  const unique = Date.now();
  let visibleId: number;
  let hiddenId: number;
  let inactiveId: number;

  beforeAll(async () => {
    shop = await startTestApp();
    const create = async (name: string, extra: object) =>
      (
        await shop
          .http()
          .post('/api/products')
          .set('Authorization', bearer(shop.adminToken))
          .send({ name, description: 'd', price: 10, stock_quantity: 3, ...extra })
          .expect(201)
      ).body.data.id as number;
    visibleId = await create(`Sitemap visible ${unique}`, {});
    hiddenId = await create(`Sitemap hidden ${unique}`, { is_visible: false });
    inactiveId = await create(`Sitemap inactive ${unique}`, { is_active: false });
    await shop
      .http()
      .post('/api/categories')
      .set('Authorization', bearer(shop.adminToken))
      .send({ name: `Sitemap category ${unique}`, slug: `sitemap-category-${unique}` })
      .expect(201);
  });
  afterAll(() => shop.close());

  it('lists products on sale and categories in both languages with alternates and lastmod, never hidden or inactive products', async () => {
    const res = await shop.http().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(`<loc>http://shop.test/product/${visibleId}</loc><lastmod>`);
    expect(xml).toContain(`<loc>http://shop.test/ru/product/${visibleId}</loc>`);
    expect(xml).toContain(`<loc>http://shop.test/category/sitemap-category-${unique}</loc>`);
    expect(xml).toContain('<loc>http://shop.test/ru</loc>');
    expect(xml).toContain('<loc>http://shop.test/articles</loc>');
    expect(xml).toContain(`hreflang="ru" href="http://shop.test/ru/product/${visibleId}"`);
    expect(xml).not.toContain(`/product/${hiddenId}<`);
    expect(xml).not.toContain(`/product/${inactiveId}<`);
    // Well formed: every element closed, one root.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('is cached briefly with an ETag and answers 304 to it', async () => {
    const res = await shop.http().get('/sitemap.xml').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    await shop.http().get('/sitemap.xml').set('If-None-Match', res.headers.etag).expect(304);
  });

  it('has no numbered parts while one file holds every address', async () => {
    await shop.http().get('/sitemap-1.xml').expect(404);
  });

  it('robots.txt names the sitemap and keeps crawlers out of the back office, checkout, payment, orders, cart and API', async () => {
    const res = await shop.http().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    for (const path of ['/admin', '/checkout', '/payment', '/order-', '/cart', '/api']) expect(res.text).toContain(`Disallow: ${path}\n`);
    expect(res.text).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
