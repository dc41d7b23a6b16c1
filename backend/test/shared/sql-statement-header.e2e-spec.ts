import { startTestApp, TestApp } from '../support/test-app';
import { createProduct } from '../catalog/fixtures';

describe('X-SQL-Statements (benchmark counting)', () => {
  let counting: TestApp;
  beforeAll(async () => {
    counting = await startTestApp({ env: { BENCH_SQL_COUNT: 'true', CATALOG_CACHE: 'false' } });
    for (let i = 0; i < 3; i++) await createProduct(counting, { name: `Counted ball ${i}` });
  });
  afterAll(() => counting.close());

  it('reports the statements one catalog page cost', async () => {
    const res = await counting.http().get('/api/products?lang=he&range=[0,23]').expect(200);
    expect(res.body.data).toHaveLength(3);
    expect(Number(res.headers['x-sql-statements'])).toBeGreaterThan(0);
    expect(Number(res.headers['x-sql-statements'])).toBeLessThanOrEqual(4);
  });

  it('is absent unless switched on', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.http().get('/api/products').expect(200);
      expect(res.headers['x-sql-statements']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
