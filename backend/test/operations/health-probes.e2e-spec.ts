import { ShopLifecycle } from '../../src/shared/health/shop-lifecycle';
import { startTestApp, TestApp } from '../support/test-app';

describe('health probes', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('answers live while the process runs', async () => {
    const res = await shop.http().get('/api/health/live').expect(200);
    expect(res.body.status).toBe('ok');
  });

  it('answers ready once the database answers, the migrations ran and the read models caught up', async () => {
    const res = await shop.http().get('/api/health/ready').expect(200);
    expect(res.body.info).toMatchObject({
      lifecycle: { status: 'up' },
      database: { status: 'up' },
      migrations: { status: 'up' },
      read_models: { status: 'up' },
    });
  });

  it('keeps /api/health as it was', async () => {
    await shop.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('turns ready to 503 the moment shutdown begins, while live stays up', async () => {
    shop.app.get(ShopLifecycle).beginShutdown();
    const res = await shop.http().get('/api/health/ready').expect(503);
    expect(res.body.error.lifecycle).toMatchObject({ status: 'down', state: 'stopping' });
    await shop.http().get('/api/health/live').expect(200);
  });
});
