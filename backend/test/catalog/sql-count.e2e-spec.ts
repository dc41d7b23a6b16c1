import { DataSource, Logger, QueryRunner } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';
import { aVariant, createCategory, createProduct } from './fixtures';

/**
 * The product list must cost a fixed number of SQL statements whatever the page size (a later
 * benchmark relies on it): one page with its total, then one statement for every child row of the page
 * (translations, categories, variants, images).
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
        translations: [{ language: 'he', name: `כדור ${i}` }, { language: 'ru', name: `Мяч ${i}` }],
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
      statements?.push(query);
      return original.logQuery(query, parameters, runner);
    };
    (dataSource as { logger: Logger }).logger = counting;
  });
  afterAll(() => shop.close());

  async function statementsFor(url: string): Promise<{ count: number; items: number }> {
    statements = [];
    const res = await shop.http().get(url).expect(200);
    const count = statements.length;
    statements = null;
    return { count, items: res.body.data.length };
  }

  it.each([
    '/api/products',
    '/api/products/search?q=ball',
    '/api/products?sort=name&lang=ru&category=football',
    '/api/categories/by-slug/football/products?lang=he',
    '/api/categories/by-slug/Football/products?lang=ru',
  ])(
    'uses the same few statements for 5 and 50 products: %s',
    async (path) => {
      const join = path.includes('?') ? '&' : '?';
      const small = await statementsFor(`${path}${join}per_page=5`);
      const large = await statementsFor(`${path}${join}per_page=50`);
      expect(small.items).toBe(5);
      expect(large.items).toBe(50);
      expect(large.count).toBe(small.count);
      // A page, then its children: the hook must have seen them all.
      expect(large.count).toBe(2);
    },
  );

  it('reads one product in two statements', async () => {
    const [first] = (await shop.http().get('/api/products?per_page=1').expect(200)).body.data;
    statements = [];
    await shop.http().get(`/api/products/${first.id}?lang=he`).expect(200);
    expect(statements).toHaveLength(2);
    statements = null;
  });
});
