import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { aCheckout, aLine, aProduct } from '../ordering/fixtures';
import { bearer, startTestApp, TestApp } from '../support/test-app';

/** Security headers, CORS, compression, body limits and slow clients: what the shop sends and refuses. */
describe('HTTP hardening', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' } });
  });
  afterAll(() => shop.close());

  describe('security headers', () => {
    it('sends a Content-Security-Policy that allows scripts from the shop only and framing by the shop only', async () => {
      const res = await shop.http().get('/api/products').expect(200);
      const csp = String(res.headers['content-security-policy']);
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `)) ?? '';
      expect(directive('script-src')).toContain("'self'");
      expect(directive('script-src')).not.toContain('unsafe-inline');
      expect(directive('style-src')).toContain("'unsafe-inline'");
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive('frame-src')).toContain('https://www.openstreetmap.org');
      expect(directive('img-src')).toContain('https:');
      expect(directive('object-src')).toBe("object-src 'none'");
    });

    it('sends nosniff, a strict referrer policy, no X-Powered-By and no HSTS over http', async () => {
      const res = await shop.http().get('/api/health/live').expect(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('keeps the sandbox card form framable by the shop only, with its own stricter policy', async () => {
      const res = await shop.http().get('/sandbox/tranzila/sandbox/iframenew.php?sum=10&currency=1');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'none'");
      expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'/);
    });
  });

  describe('CORS', () => {
    it('answers another origin without CORS permission by default', async () => {
      const res = await shop.http().get('/api/products').set('Origin', 'https://elsewhere.example').expect(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('compression', () => {
    it('compresses a catalog page with gzip, or brotli when asked, and keeps its ETag', async () => {
      for (let i = 0; i < 3; i++) await aProduct(shop, { name: `Compressed ball ${i} ${'long name '.repeat(12)}`.trim() }); // within the 200-character name column
      const gzip = await shop.http().get('/api/products?limit=50').set('Accept-Encoding', 'gzip').expect(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const brotli = await shop.http().get('/api/products?limit=50').set('Accept-Encoding', 'br, gzip').expect(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.etag).toBeTruthy();
      await shop.http().get('/api/products?limit=50').set('Accept-Encoding', 'br').set('If-None-Match', brotli.headers.etag).expect(304);
    });

    it('leaves small answers alone', async () => {
      const res = await shop.http().get('/api/health/live').set('Accept-Encoding', 'gzip').expect(200);
      expect(res.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('body limits', () => {
    const big = (kilobytes: number) => JSON.stringify({ title: 'x', content: 'y'.repeat(kilobytes * 1024) });

    it('refuses a large checkout body with 413 before reading it', async () => {
      const product = await aProduct(shop);
      const body = aCheckout([aLine(product)], { notes: 'n'.repeat(100 * 1024) });
      const res = await shop.http().post('/api/orders').send(body).expect(413);
      expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('parses a large staff body only for a request with a bearer token', async () => {
      await shop.http().post('/api/articles').set('Content-Type', 'application/json').send(big(200)).expect(413);
      const res = await shop
        .http()
        .post('/api/articles')
        .set('Authorization', bearer(shop.adminToken))
        .set('Content-Type', 'application/json')
        .send(big(200));
      expect(res.status).not.toBe(413);
    });
  });

  describe('slow clients', () => {
    it('cuts a client off that sends its headers too slowly', async () => {
      const server = shop.app.getHttpServer();
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/products HTTP/1.1\r\nHost: shop.test\r\n'));
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        setTimeout(() => reject(new Error('the server kept a silent client for 10 s')), 10_000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });

  describe('request ids', () => {
    it('answers every request with an id, and puts it in error bodies', async () => {
      const res = await shop.http().get('/api/orders/not-a-uuid').expect(400);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
    });

    it('keeps the id a proxy in front gave the request', async () => {
      const res = await shop.http().get('/api/health/live').set('X-Request-Id', 'edge-1234abcd').expect(200);
      expect(res.headers['x-request-id']).toBe('edge-1234abcd');
    });
  });

  describe('on https, with a partner origin listed', () => {
    let secure: TestApp;
    beforeAll(async () => {
      secure = await startTestApp({ env: { PUBLIC_URL: 'https://shop.example', CORS_ORIGINS: 'https://partner.example' } });
    });
    afterAll(() => secure.close());

    it('sends HSTS and upgrades insecure requests', async () => {
      const res = await secure.http().get('/api/health/live').expect(200);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });

    it('lets the listed origin call the API and no other', async () => {
      const listed = await secure.http().get('/api/products').set('Origin', 'https://partner.example').expect(200);
      expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(String(listed.headers['access-control-expose-headers'])).toContain('X-Request-Id');
      const other = await secure.http().get('/api/products').set('Origin', 'https://elsewhere.example').expect(200);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
