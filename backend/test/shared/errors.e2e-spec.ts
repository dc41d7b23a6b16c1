import { startTestApp, TestApp } from '../support/test-app';

describe('error answers over HTTP', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await shop.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: expect.stringContaining('JSON'),
      requestId: res.headers['x-request-id'],
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await shop
      .http()
      .post('/api/orders')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ notes: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await shop.http().get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('refuses fields a request does not declare, naming them', async () => {
    const res = await shop.http().post('/api/auth/login').send({ email: 'a@b.co', password: 'x', role: 'admin' }).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'role' })]));
  });
});
