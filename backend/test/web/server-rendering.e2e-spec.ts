import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { bearer, startTestApp, TestApp } from '../support/test-app';

/**
 * The backend's side of server rendering with a stand-in for the storefront's server build
 * (storefront/dist-server/entry-server.cjs): status codes, redirects, the CSP nonce, caching and ETags.
 * The real pages' heads are checked in the browser tests (e2e/tests/storefront/seo.spec.ts).
 */
const FAKE_SERVER_BUILD = `
let renders = 0;
exports.render = async ({ url, apiOrigin, nonce }) => {
  const path = new URL(url).pathname;
  if (path === '/category/Old') return { kind: 'redirect', status: 301, location: '/category/new' };
  if (path === '/broken') throw new Error('render failed');
  const categories = await (await fetch(apiOrigin + '/api/categories')).json();
  renders += 1;
  return {
    kind: 'page',
    status: path === '/missing' ? 404 : 200,
    language: path.startsWith('/ru') ? 'ru' : 'he',
    dir: path.startsWith('/ru') ? 'ltr' : 'rtl',
    head: '<title>rendered ' + path + '</title>',
    html: '<main>categories: ' + categories.data.length + ' render ' + renders + '</main><script nonce="' + nonce + '">window.x=1</script>',
    indexable: path !== '/cart',
  };
};`;

function builtStorefront(): { root: string; dist: string; build: string } {
  const root = mkdtempSync(join(tmpdir(), 'shop-ssr-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="he" dir="rtl"><head><title>x</title><script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'style-abc.css'), '.shop{color:red}');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log("shop");'.repeat(200));
  writeFileSync(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync('console.log("shop");'.repeat(200)));
  const build = join(root, 'entry-server.cjs');
  writeFileSync(build, FAKE_SERVER_BUILD);
  return { root, dist, build };
}

describe('storefront pages rendered on the server', () => {
  let shop: TestApp;
  let built: ReturnType<typeof builtStorefront>;

  beforeAll(async () => {
    built = builtStorefront();
    shop = await startTestApp({ env: { STOREFRONT_DIST: built.dist, STOREFRONT_SSR: built.build, CATALOG_CACHE_TTL_MS: '1000' } });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(built.root, { recursive: true, force: true });
  });

  it('sends the rendered page in the template, its language and direction, with data read from the API', async () => {
    const res = await shop.http().get('/ru/product/1').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<html lang="ru" dir="ltr">');
    expect(res.text).toContain('<title>rendered /ru/product/1</title>');
    expect(res.text).toMatch(/<div id="root"><main>categories: \d+ render \d+<\/main>/);
    expect(res.text).toContain('<script type="module" src="/assets/index-abc.js">');
  });

  it('writes the built stylesheet into the page, so the page paints from its first response', async () => {
    const res = await shop.http().get('/about').expect(200);
    expect(res.text).toContain('<style>.shop{color:red}</style>');
    expect(res.text).not.toContain('<link rel="stylesheet"');
    // The stylesheet stays a file for whatever is not rendered by the server.
    await shop.http().get('/assets/style-abc.css').expect(200);
  });

  it('puts the response nonce on inline scripts and into the policy, new for every response', async () => {
    const nonceOf = (res: { text: string; headers: Record<string, string> }) => {
      const inPage = /<script nonce="([^"]+)">/.exec(res.text)?.[1];
      expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${inPage}'`);
      expect(String(res.headers['content-security-policy'])).not.toContain("unsafe-inline' ;script");
      return inPage;
    };
    const first = nonceOf(await shop.http().get('/about').expect(200));
    const second = nonceOf(await shop.http().get('/about').expect(200));
    expect(first).not.toBe(second);
  });

  it('answers 404 for a page the app does not know, with the page', async () => {
    const res = await shop.http().get('/missing').expect(404);
    expect(res.text).toContain('rendered /missing');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('moves a redirected address permanently', async () => {
    const res = await shop.http().get('/category/Old').expect(301);
    expect(res.headers.location).toBe('/category/new');
  });

  it('keeps shop pages a minute with an ETag and answers 304 to a matching one', async () => {
    const res = await shop.http().get('/articles').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(res.headers.etag).toBeTruthy();
    const again = await shop.http().get('/articles').set('If-None-Match', res.headers.etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers['content-security-policy']).toBeUndefined();
    const cart = await shop.http().get('/cart').expect(200);
    expect(cart.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves a rendered page from memory until a write through the API', async () => {
    const first = await shop.http().get('/category/cached').expect(200);
    const second = await shop.http().get('/category/cached').expect(200);
    expect(second.text.replace(/nonce="[^"]+"/, '')).toBe(first.text.replace(/nonce="[^"]+"/, ''));
    await shop
      .http()
      .post('/api/categories')
      .set('Authorization', bearer(shop.adminToken))
      .send({ name: `Cache ${Date.now()}`, slug: `cache-${Date.now()}` })
      .expect(201);
    const third = await shop.http().get('/category/cached').expect(200);
    expect(third.text).not.toBe(first.text.replace(/nonce="[^"]+"/, ''));
    expect(/render (\d+)/.exec(third.text)?.[1]).not.toBe(/render (\d+)/.exec(first.text)?.[1]);
  });

  it('falls back to the unrendered page when rendering fails', async () => {
    const res = await shop.http().get('/broken').expect(404);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('sends the brotli copy made at build time, cached for a year', async () => {
    const res = await shop.http().get('/assets/index-abc.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
