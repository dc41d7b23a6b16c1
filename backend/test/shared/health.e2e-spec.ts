import { DataSource } from 'typeorm';
import { startTestApp, TestApp } from '../support/test-app';

describe('GET /api/health', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('answers 200 while the database answers', async () => {
    const res = await shop.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database does not', async () => {
    const dataSource = shop.app.get(DataSource);
    const query = jest.spyOn(dataSource, 'query').mockRejectedValueOnce(new Error('connection lost'));
    const res = await shop.http().get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'error', database: 'down' });
    query.mockRestore();
  });
});
