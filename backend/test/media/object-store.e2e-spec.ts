import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aPng } from './fixtures';

// A local S3-compatible server from npm (the maintained fork of s3rver): real S3 requests, signed and parsed.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('@20minutes/s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};

const BUCKET = 'shop-pictures';

/** Two instances with IMAGE_STORAGE=s3 share the pictures: one stores an upload, the other serves it. */
describe('pictures in an S3-compatible object store (media)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-s3rver-'));
  let s3: InstanceType<typeof S3rver>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: [{ name: BUCKET }] });
    const { port } = await s3.run();
    const env = {
      IMAGE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'il-central-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'shop/uploads',
      // Instances behind one load balancer sign with one key.
      JWT_SECRET: 'object-store-test-jwt-secret-0123456789abcdef',
    };
    [first, second] = [await startTestApp({ env }), await startTestApp({ env })];
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const uploadPng = (shop: TestApp) =>
    shop
      .http()
      .post('/api/upload')
      .set('Authorization', bearer(shop.adminToken))
      .attach('image', aPng(), { filename: 'ball.png', contentType: 'image/png' });

  it('stores an upload in the bucket, not in the data folder', async () => {
    const res = await uploadPng(first).expect(201);
    const name = res.body.image_url.replace('/uploads/', '');
    expect(existsSync(join(folder, BUCKET, 'shop', 'uploads'))).toBe(true);
    expect(readdirSync(join(folder, BUCKET, 'shop', 'uploads')).some((file) => file.startsWith(name))).toBe(true);
    expect(existsSync(join(first.dataDir, 'uploads', name))).toBe(false);
  });

  it('serves a picture stored by another instance, with its type and caching', async () => {
    const res = await uploadPng(first).expect(201);
    const served = await second.http().get(res.body.image_url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(served.body as Buffer, aPng())).toBe(0);
  });

  it('answers 404 for a name the bucket does not hold', async () => {
    await second.http().get('/uploads/0123456789abcdef0123456789abcdef.png').expect(404);
  });
});
