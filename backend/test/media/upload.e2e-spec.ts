import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aGif, aJpeg, aPng, anOversizePng, anSvg, aTextFile, aWebp } from './fixtures';

const UPLOAD_LIMIT = 4096;

describe('image upload and serving (media)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) } });
  });
  afterAll(() => shop.close());

  const upload = (bytes: Buffer, fileName: string, contentType: string, field = 'image') =>
    shop.http().post('/api/upload').set('Authorization', bearer(shop.adminToken)).attach(field, bytes, { filename: fileName, contentType });

  const storedFiles = () => readdirSync(join(shop.dataDir, 'uploads')).filter((name) => !name.startsWith('demo-'));

  describe('POST /api/upload', () => {
    it.each([
      ['JPEG', aJpeg(), 'photo.jpeg', 'image/jpeg', 'jpg'],
      ['PNG', aPng(), 'photo.png', 'image/png', 'png'],
      ['WebP', aWebp(), 'photo.webp', 'image/webp', 'webp'],
      ['GIF', aGif(), 'photo.gif', 'image/gif', 'gif'],
    ])('stores a %s under a generated name and serves it back', async (_, bytes, fileName, mime, extension) => {
      const res = await upload(bytes, fileName, mime).expect(201);
      const url = res.body.image_url as string;
      expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${extension}$`));
      expect(res.body).toEqual({ image_url: url, url, data: { image_url: url, url } });

      const served = await shop
        .http()
        .get(url)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    });

    it('names the stored file after the detected type, not the name the sender gave', async () => {
      const res = await upload(aPng(), 'holiday.gif', 'image/gif').expect(201);
      expect(res.body.url).toMatch(/\.png$/);
      const served = await shop.http().get(res.body.url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('refuses SVG with 415 UNSUPPORTED_IMAGE_TYPE', async () => {
      const res = await upload(anSvg(), 'logo.svg', 'image/svg+xml').expect(415);
      expect(res.body).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_IMAGE_TYPE' });
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'image' })]);
    });

    it('refuses a text file dressed up as a PNG with 415', async () => {
      const res = await upload(aTextFile(), 'photo.png', 'image/png').expect(415);
      expect(res.body.code).toBe('UNSUPPORTED_IMAGE_TYPE');
    });

    it('refuses a picture over the configured limit with 413', async () => {
      const res = await upload(anOversizePng(UPLOAD_LIMIT), 'big.png', 'image/png').expect(413);
      expect(res.body).toMatchObject({ statusCode: 413, code: 'IMAGE_TOO_LARGE', message: 'image must be at most 4 KB' });
    });

    it('answers 400 naming `image` when the field is missing', async () => {
      const res = await shop
        .http()
        .post('/api/upload')
        .set('Authorization', bearer(shop.adminToken))
        .field('title', 'no picture')
        .expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'image' })]);
      const json = await shop.http().post('/api/upload').set('Authorization', bearer(shop.adminToken)).send({}).expect(400);
      expect(json.body.errors).toEqual([expect.objectContaining({ field: 'image' })]);
    });

    it('answers 400 naming `image` when the picture comes in another field', async () => {
      const res = await upload(aPng(), 'photo.png', 'image/png', 'file').expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'image' })]);
    });

    it('keeps nothing of a refused upload', async () => {
      const before = storedFiles().length;
      await upload(anSvg(), 'logo.svg', 'image/svg+xml').expect(415);
      await upload(anOversizePng(UPLOAD_LIMIT), 'big.png', 'image/png').expect(413);
      expect(storedFiles()).toHaveLength(before);
    });

    it('answers 401 without a token and 403 for a non-admin', async () => {
      await shop.http().post('/api/upload').attach('image', aPng(), 'photo.png').expect(401);
      const res = await shop
        .http()
        .post('/api/upload')
        .set('Authorization', bearer(shop.userToken))
        .attach('image', aPng(), 'photo.png')
        .expect(403);
      expect(res.body.code).toBe('ADMIN_ROLE_REQUIRED');
    });
  });

  describe('GET /uploads/:name', () => {
    it('answers 404 for an unknown picture', async () => {
      const res = await shop.http().get('/uploads/0123456789abcdef0123456789abcdef.png').expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'IMAGE_NOT_FOUND' });
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    });

    it.each([
      '..%2Fjwt-secret',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2fshop.sqlite',
      '..%5Cjwt-secret',
      'jwt-secret',
      'shop.sqlite',
      '.%2Fx.png',
    ])('answers 404 for %s (nothing outside the uploads folder)', async (attempt) => {
      const res = await shop.http().get(`/uploads/${attempt}`).expect(404);
      expect(res.text).not.toMatch(/[0-9a-f]{64}/);
    });

    it('answers 404 for a nested path', async () => {
      await shop.http().get('/uploads/../jwt-secret').expect(404);
      await shop.http().get('/uploads/a/b.png').expect(404);
    });
  });

  describe('OpenAPI document', () => {
    it('documents the multipart upload with its error statuses, and the public picture route', async () => {
      const doc = (await shop.http().get('/api/docs-json').expect(200)).body;
      const upload = doc.paths['/api/upload'].post;
      expect(upload.requestBody.content['multipart/form-data'].schema).toMatchObject({ required: ['image'] });
      expect(Object.keys(upload.responses).sort()).toEqual(['201', '400', '401', '403', '413', '415', '429', '500', '503']);
      expect(Object.keys(doc.paths['/uploads/{name}'].get.responses).sort()).toEqual(['200', '304', '404', '500', '503']);
    });
  });
});
