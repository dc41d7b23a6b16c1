import { existsSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { bearer, startTestApp, TestApp } from '../support/test-app';

type Get = ReturnType<ReturnType<TestApp['http']>['get']>;
/** The answer's bytes as they came (a picture, not text). */
const binary = (request: Get) =>
  request.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** Resized WebP copies of pictures: made at upload and at start, listed in API answers, with fallbacks. */
describe('resized picture copies (media)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ demoData: true });
  });
  afterAll(() => shop.close());

  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .toBuffer();
  const upload = async (bytes: Buffer) =>
    (
      await shop
        .http()
        .post('/api/upload')
        .set('Authorization', bearer(shop.adminToken))
        .attach('image', bytes, { filename: 'photo.jpg', contentType: 'image/jpeg' })
        .expect(201)
    ).body.url as string;

  it('makes 320, 640 and 1280 px WebP copies of an upload and keeps the original', async () => {
    const url = await upload(await photo(2000, 1000));
    const base = url.replace(/\.jpg$/, '');
    for (const width of [320, 640, 1280]) {
      const res = await binary(shop.http().get(`${base}-jpg-w${width}.webp`)).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width / 2);
    }
    const original = await binary(shop.http().get(url)).expect(200);
    expect((await sharp(original.body as Buffer).metadata()).width).toBe(2000);
  });

  it('never enlarges a small picture', async () => {
    const url = await upload(await photo(500, 500));
    const res = await binary(shop.http().get(url.replace(/\.jpg$/, '-jpg-w1280.webp'))).expect(200);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(500);
  });

  it('answers a missing copy with the original, briefly cached, and an unknown picture with 404', async () => {
    const url = await upload(await photo(800, 600));
    const name = url.replace('/uploads/', '').replace(/\.jpg$/, '-jpg-w640.webp');
    unlinkSync(join(shop.dataDir, 'uploads', name));
    const res = await binary(shop.http().get(`/uploads/${name}`)).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    await shop.http().get('/uploads/nothing-here-jpg-w640.webp').expect(404);
  });

  it('made copies of the demo pictures at first start', async () => {
    const deadline = Date.now() + 20_000;
    const copy = join(shop.dataDir, 'uploads', 'demo-boxing-banner-png-w640.webp');
    while (!existsSync(copy) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(copy)).toBe(true);
  });

  it('lists the copies in product and category answers for srcset', async () => {
    const url = await upload(await photo(1000, 1000));
    const created = await shop
      .http()
      .post('/api/products')
      .set('Authorization', bearer(shop.adminToken))
      .send({ name: `Copies ${Date.now()}`, description: 'd', price: 10, stock_quantity: 1, images: [{ url, is_primary: true }] })
      .expect(201);
    const product = (await shop.http().get(`/api/products/${created.body.data.id}?lang=he`).expect(200)).body.data;
    const base = url.replace(/\.jpg$/, '');
    expect(product.image_copies).toEqual([
      { width: 320, url: `${base}-jpg-w320.webp` },
      { width: 640, url: `${base}-jpg-w640.webp` },
      { width: 1280, url: `${base}-jpg-w1280.webp` },
    ]);
    expect(product.images[0].copies).toHaveLength(3);
    const categories = (await shop.http().get('/api/categories?lang=he').expect(200)).body.data;
    const withPicture = categories.find((c: { image_url: string | null }) => c.image_url?.startsWith('/uploads/'));
    expect(withPicture.image_copies.map((c: { width: number }) => c.width)).toEqual([320, 640, 1280]);
  });
});
