import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../support/test-app';

/** Two tiny built apps, as Vite leaves them in storefront/dist and backoffice/dist. */
function builtApps(): { root: string; storefront: string; backoffice: string } {
  const root = mkdtempSync(join(tmpdir(), 'shop-dist-'));
  const storefront = join(root, 'storefront');
  const backoffice = join(root, 'backoffice');
  mkdirSync(join(storefront, 'assets'), { recursive: true });
  mkdirSync(join(backoffice, 'assets'), { recursive: true });
  writeFileSync(join(storefront, 'index.html'), '<!doctype html><title>storefront page</title>');
  writeFileSync(join(storefront, 'assets', 'main-abc123.js'), 'console.log("storefront")');
  writeFileSync(join(storefront, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(backoffice, 'index.html'), '<!doctype html><title>back office page</title>');
  writeFileSync(join(backoffice, 'assets', 'admin-def456.js'), 'console.log("admin")');
  return { root, storefront, backoffice };
}

describe('hosting of the storefront and the back office', () => {
  let shop: TestApp;
  let dist: ReturnType<typeof builtApps>;

  beforeAll(async () => {
    dist = builtApps();
    shop = await startTestApp({ env: { STOREFRONT_DIST: dist.storefront, BACKOFFICE_DIST: dist.backoffice } });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dist.root, { recursive: true, force: true });
  });

  it.each(['/', '/product/12', '/category/running', '/ru', '/ru/checkout', '/payment-success/anything', '/cart'])(
    'answers the storefront page at %s',
    async (path) => {
      const res = await shop.http().get(path).expect(200);
      expect(res.text).toContain('storefront page');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers an unknown address with the storefront page and status 404', async () => {
    const res = await shop.http().get('/no/such/page').expect(404);
    expect(res.text).toContain('storefront page');
  });

  it('serves hashed assets for a year and does not answer a missing file with a page', async () => {
    const asset = await shop.http().get('/assets/main-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await shop.http().get('/favicon.svg').expect(200);
    const missing = await shop.http().get('/assets/missing-000.js').expect(404);
    expect(missing.text).not.toContain('storefront page');
  });

  it('sends /admin to /admin/, the back office root', async () => {
    const res = await shop.http().get('/admin').expect(301);
    expect(res.headers.location).toBe('/admin/');
  });

  it.each(['/admin/', '/admin/login', '/admin/products/12', '/admin/dashboard'])('answers the back office at %s', async (path) => {
    const res = await shop.http().get(path).expect(200);
    expect(res.text).toContain('back office page');
  });

  it('serves the back office assets', async () => {
    const res = await shop.http().get('/admin/assets/admin-def456.js').expect(200);
    expect(res.text).toContain('admin');
  });

  it('leaves the API, the uploads and the interface texts to the backend', async () => {
    const api = await shop.http().get('/api/no-such-call').expect(404);
    expect(api.body).toMatchObject({ statusCode: 404 });
    await shop.http().get('/api/health').expect(200);
    const texts = await shop.http().get('/i18n/he.json').expect(200);
    expect(texts.body.CART).toBeDefined();
    const upload = await shop.http().get('/uploads/missing.png').expect(404);
    expect(upload.text).not.toContain('storefront page');
  });
});
