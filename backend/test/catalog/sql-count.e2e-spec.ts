import { DataSource, Logger, QueryRunner } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { aVariant, createCategory, createProduct } from './fixtures';

/**
 * Product lists must cost a fixed number of SQL statements whatever the page size (the benchmark
 * relies on it).
 */
describe('SQL statements of the product list (catalog)', () => {
  let shop: TestApp;
  let statements: string[] | null = null;

  beforeAll(async () => {
    shop = await startTestApp();
    const football = await createCategory(shop, { name: 'Football' });
    for (let i = 1; i <= 55; i++) {
      await createProduct(shop, {
        name: `Ball number ${i}`,
        categories: [{ id: football.id }],
        translations: [
          { language: 'he', name: `כדור ${i}` },
          { language: 'ru', name: `Мяч ${i}` },
        ],
        has_variants: true,
        variants: [aVariant({ sku: `BALL-${i}-A` }), aVariant({ sku: `BALL-${i}-B` })],
        images: [{ url: `ball-${i}-a.jpg` }, { url: `ball-${i}-b.jpg` }],
      });
    }
    // Every statement the app sends goes through the data source's logger, whatever the logging options.
    const dataSource = shop.app.get(DataSource);
    const original: Logger = dataSource.logger;
    const counting: Logger = Object.create(original);
    counting.logQuery = (query: string, parameters?: unknown[], runner?: QueryRunner) => {
      // The caches' background read of the change generation is the process's, not the request's.
      if (!query.includes('change_generation')) statements?.push(query);
      return original.logQuery(query, parameters, runner);
    };
    (dataSource as { logger: Logger }).logger = counting;
  });
  afterAll(() => shop.close());

  async function statementsFor(url: string): Promise<{ count: number; items: number }> {
    statements = [];
    const res = await shop.http().get(url).set('Authorization', `Bearer ${shop.adminToken}`).expect(200);
    const count = statements.length;
    statements = null;
    return { count, items: res.body.data.length };
  }

  // Shoppers' pages, a category's too: one statement (category, filters, order, total and the
  // rendered documents). Staff lists: the page, then every child row of it.
  it.each([
    ['/api/products', 1],
    ['/api/products/search?q=ball', 1],
    ['/api/products?sort=name&lang=ru&category=football', 1],
    ['/api/categories/by-slug/football/products?lang=he', 1],
    ['/api/categories/by-slug/Football/products?lang=ru', 1],
    // The staff list's page and children, plus the staff member's session check.
    ['/api/products/admin', 3],
  ])('uses the same few statements for 5 and 50 products: %s', async (path, expected) => {
    const join = path.includes('?') ? '&' : '?';
    const small = await statementsFor(`${path}${join}per_page=5`);
    const large = await statementsFor(`${path}${join}per_page=50`);
    expect(small.items).toBe(5);
    expect(large.items).toBe(50);
    expect(large.count).toBe(small.count);
    expect(large.count).toBe(expected);
  });

  it("reads one product in one statement, and one for staff in two (plus the staff member's session check)", async () => {
    const [first] = (await shop.http().get('/api/products?per_page=1').expect(200)).body.data;
    statements = [];
    await shop.http().get(`/api/products/${first.id}?lang=he`).expect(200);
    expect(statements).toHaveLength(1);
    statements = [];
    await shop.http().get(`/api/products/admin/${first.id}?lang=he`).set('Authorization', `Bearer ${shop.adminToken}`).expect(200);
    expect(statements).toHaveLength(3);
    statements = null;
  });
});
