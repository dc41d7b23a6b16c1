import { startTestApp, TestApp } from '../support/test-app';
import { aSeoRecord, asAdmin, asUser, createSeoRecord, fieldsOf } from './fixtures';

describe('SEO records (content)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  describe('POST /api/seo', () => {
    it('creates a record and answers every field', async () => {
      const res = await shop.http().post('/api/seo').set('Authorization', asAdmin(shop)).send(aSeoRecord()).expect(201);
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        page_type: 'home',
        page_slug: null,
        page_id: null,
        language: 'he',
        title: 'חנות ספורט | ציוד ספורט לכל ענף',
        description: 'ציוד, ביגוד ואביזרים לכל ענף ספורט במחירים הוגנים.',
        keywords: 'ספורט, ציוד ספורט',
        og_title: 'חנות ספורט',
        og_description: 'כל מה שצריך לספורט שלך',
        og_image: 'https://shop.test/uploads/og-home.jpg',
        canonical: 'https://shop.test/',
        robots: 'index,follow',
        is_active: true,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('keeps a page slug for category and product pages only', async () => {
      const category = await createSeoRecord(shop, aSeoRecord({ page_type: 'category', page_slug: 'boxing', page_id: 3 }));
      expect(category).toMatchObject({ page_type: 'category', page_slug: 'boxing', page_id: 3 });
      const about = await createSeoRecord(shop, aSeoRecord({ page_type: 'about', page_slug: 'boxing' }));
      expect(about.page_slug).toBeNull();
    });

    it.each([
      ['a title of 201 characters', { title: 't'.repeat(201) }, ['title']],
      ['a description of 501 characters', { description: 'd'.repeat(501) }, ['description']],
      ['an og_title of 201 characters', { og_title: 'o'.repeat(201) }, ['og_title']],
      ['an og_description of 501 characters', { og_description: 'o'.repeat(501) }, ['og_description']],
      ['keywords of 501 characters', { keywords: 'k'.repeat(501) }, ['keywords']],
      ['a bad og_image URL', { og_image: 'not-a-url' }, ['og_image']],
      ['a relative canonical', { canonical: '/category/boxing' }, ['canonical']],
      ['an unknown page_type', { page_type: 'landing' }, ['page_type']],
      ['an unknown language', { language: 'en' }, ['language']],
      ['an unknown robots value', { robots: 'all' }, ['robots']],
      ['a page_id that is no whole number', { page_id: 1.5 }, ['page_id']],
      [
        'missing required fields',
        { page_type: undefined, language: undefined, title: undefined, description: undefined },
        ['page_type', 'language', 'title', 'description'],
      ],
      ['blank title and description', { title: ' ', description: '' }, ['title', 'description']],
    ])('answers 400 naming the fields for %s', async (_case, overrides, fields) => {
      const res = await shop.http().post('/api/seo').set('Authorization', asAdmin(shop)).send(aSeoRecord(overrides)).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect([...new Set(fieldsOf(res.body))].sort()).toEqual([...fields].sort());
    });

    it('refuses a second active record for the same page and language with 409', async () => {
      const body = aSeoRecord({ page_type: 'product', page_slug: 'red-gloves', language: 'ru' });
      await createSeoRecord(shop, body);
      const res = await shop.http().post('/api/seo').set('Authorization', asAdmin(shop)).send(body).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, code: 'SEO_RECORD_DUPLICATE', errors: [{ field: 'page_type' }] });
      // Another language, another slug, or an inactive copy are fine.
      await createSeoRecord(shop, { ...body, language: 'he' });
      await createSeoRecord(shop, { ...body, page_slug: 'blue-gloves' });
      await createSeoRecord(shop, { ...body, is_active: false });
    });

    it('lets only one of two concurrent saves for one page through (the database enforces it)', async () => {
      const body = aSeoRecord({ page_type: 'product', page_slug: 'race-ball', language: 'he' });
      const post = () => shop.http().post('/api/seo').set('Authorization', asAdmin(shop)).send(body);
      const statuses = (await Promise.all([post(), post(), post()])).map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
    });

    it('needs an admin token: 401 without, 403 for a user', async () => {
      await shop.http().post('/api/seo').send(aSeoRecord()).expect(401);
      await shop.http().post('/api/seo').set('Authorization', asUser(shop)).send(aSeoRecord()).expect(403);
    });
  });

  describe('GET /api/seo (public lookup)', () => {
    beforeAll(async () => {
      await createSeoRecord(shop, aSeoRecord({ page_type: 'blog', language: 'ru', title: 'Блог магазина' }));
      await createSeoRecord(shop, aSeoRecord({ page_type: 'blog', language: 'he', title: 'הבלוג', is_active: false }));
      await createSeoRecord(shop, aSeoRecord({ page_type: 'category', language: 'he', title: 'כל הקטגוריות' }));
    });

    it('answers the active record of a page, in Hebrew by default', async () => {
      const res = await shop.http().get('/api/seo?page_type=home').expect(200);
      expect(res.body.data).toMatchObject({ page_type: 'home', language: 'he', title: 'חנות ספורט | ציוד ספורט לכל ענף' });
      const ru = await shop.http().get('/api/seo?page_type=blog&language=ru').expect(200);
      expect(ru.body.data.title).toBe('Блог магазина');
    });

    it('finds a category record by its slug, and the record without slug when none is given', async () => {
      const boxing = await shop.http().get('/api/seo?page_type=category&language=he&page_slug=boxing').expect(200);
      expect(boxing.body.data).toMatchObject({ page_slug: 'boxing' });
      const general = await shop.http().get('/api/seo?page_type=category&language=he').expect(200);
      expect(general.body.data).toMatchObject({ page_slug: null, title: 'כל הקטגוריות' });
    });

    it('ignores a slug on page types without items', async () => {
      const res = await shop.http().get('/api/seo?page_type=home&page_slug=whatever').expect(200);
      expect(res.body.data.page_type).toBe('home');
    });

    it('answers 200 with data null when no active record exists: a page without one is no error', async () => {
      const inactive = await shop.http().get('/api/seo?page_type=blog&language=he').expect(200);
      expect(inactive.body).toEqual({ data: null });
      expect((await shop.http().get('/api/seo?page_type=checkout').expect(200)).body.data).toBeNull();
      expect((await shop.http().get('/api/seo?page_type=category&page_slug=no-such-category').expect(200)).body.data).toBeNull();
    });

    it.each([
      ['page_type=landing', 'page_type'],
      ['', 'page_type'],
      ['page_type=home&language=en', 'language'],
    ])('answers 400 for "%s" naming %s', async (query, field) => {
      const res = await shop.http().get(`/api/seo?${query}`).expect(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    });
  });

  describe('GET /api/seo/all', () => {
    beforeAll(async () => {
      await createSeoRecord(shop, aSeoRecord({ page_type: 'product', page_slug: 'nike-ball', title: 'Nike Shop: ball' }));
      await createSeoRecord(shop, aSeoRecord({ page_type: 'product', page_slug: 'sale-ball', title: 'Sale 50% off' }));
    });

    it('lists every record with Content-Range and the total', async () => {
      const res = await shop.http().get('/api/seo/all').query({ range: '[0,1]' }).set('Authorization', asAdmin(shop)).expect(200);
      expect(res.body.data).toHaveLength(2);
      expect(res.body.total).toBeGreaterThan(5);
      expect(res.headers['content-range']).toBe(`seo 0-1/${res.body.total}`);
    });

    it.each([
      [{ page_type: 'blog' }, (r: any) => r.page_type === 'blog', 2],
      [{ page_type: 'product', language: 'ru' }, (r: any) => r.page_type === 'product' && r.language === 'ru', 3],
      [{ is_active: false }, (r: any) => !r.is_active, 2],
      [{ q: 'магазина' }, (r: any) => r.title === 'Блог магазина', 1],
      [{ q: 'NIKE shop' }, (r: any) => r.title === 'Nike Shop: ball', 1],
      [{ q: '50%' }, (r: any) => r.title === 'Sale 50% off', 1],
    ])('filters by %j', async (filter, matches, count) => {
      const res = await shop
        .http()
        .get('/api/seo/all')
        .query({ filter: JSON.stringify(filter) })
        .set('Authorization', asAdmin(shop))
        .expect(200);
      expect(res.body.total).toBe(count);
      expect(res.body.data.every(matches)).toBe(true);
    });

    it('sorts by a field the list allows', async () => {
      const res = await shop.http().get('/api/seo/all').query({ sort: '["id","DESC"]' }).set('Authorization', asAdmin(shop)).expect(200);
      const ids = res.body.data.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const bad = await shop
        .http()
        .get('/api/seo/all')
        .query({ filter: '{"page_type":"landing"}' })
        .set('Authorization', asAdmin(shop))
        .expect(400);
      expect(fieldsOf(bad.body)).toEqual(['filter.page_type']);
    });

    it('needs an admin token: 401 without, 403 for a user', async () => {
      await shop.http().get('/api/seo/all').expect(401);
      await shop.http().get('/api/seo/all').set('Authorization', asUser(shop)).expect(403);
    });
  });

  describe('GET, PUT, DELETE /api/seo/{id}', () => {
    it('reads one record, inactive ones too', async () => {
      const record = await createSeoRecord(shop, aSeoRecord({ page_type: 'contact', is_active: false }));
      const res = await shop.http().get(`/api/seo/${record.id}`).set('Authorization', asAdmin(shop)).expect(200);
      expect(res.body.data).toMatchObject({ id: record.id, page_type: 'contact', is_active: false });
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      const missing = await shop.http().get('/api/seo/987654').set('Authorization', asAdmin(shop)).expect(404);
      expect(missing.body.code).toBe('SEO_RECORD_NOT_FOUND');
      const bad = await shop.http().get('/api/seo/abc').set('Authorization', asAdmin(shop)).expect(400);
      expect(fieldsOf(bad.body)).toEqual(['id']);
    });

    it('replaces a record, clearing omitted optional fields', async () => {
      const record = await createSeoRecord(shop, aSeoRecord({ page_type: 'cart' }));
      const res = await shop
        .http()
        .put(`/api/seo/${record.id}`)
        .set('Authorization', asAdmin(shop))
        .send({ page_type: 'cart', language: 'ru', title: 'Корзина', description: 'Ваша корзина', robots: 'noindex, follow' })
        .expect(200);
      expect(res.body.data).toMatchObject({
        id: record.id,
        language: 'ru',
        title: 'Корзина',
        og_image: null,
        canonical: null,
        robots: 'noindex,follow',
        is_active: true,
      });
      const lookup = await shop.http().get('/api/seo?page_type=cart&language=ru').expect(200);
      expect(lookup.body.data.id).toBe(record.id);
      expect((await shop.http().get('/api/seo?page_type=cart&language=he').expect(200)).body.data).toBeNull();
    });

    it('refuses to activate a second record for one page with 409, and lets a record keep its own page', async () => {
      const active = await createSeoRecord(shop, aSeoRecord({ page_type: 'checkout' }));
      const copy = await createSeoRecord(shop, aSeoRecord({ page_type: 'checkout', is_active: false }));
      const res = await shop
        .http()
        .put(`/api/seo/${copy.id}`)
        .set('Authorization', asAdmin(shop))
        .send(aSeoRecord({ page_type: 'checkout', is_active: true }))
        .expect(409);
      expect(res.body.code).toBe('SEO_RECORD_DUPLICATE');
      await shop
        .http()
        .put(`/api/seo/${active.id}`)
        .set('Authorization', asAdmin(shop))
        .send(aSeoRecord({ page_type: 'checkout', title: 'תשלום' }))
        .expect(200);
    });

    it('answers 400 naming the field, 404 for an unknown id on PUT', async () => {
      const record = await createSeoRecord(shop, aSeoRecord({ page_type: 'about', language: 'ru' }));
      const res = await shop
        .http()
        .put(`/api/seo/${record.id}`)
        .set('Authorization', asAdmin(shop))
        .send(aSeoRecord({ og_image: 'javascript:alert(1)' }))
        .expect(400);
      expect(fieldsOf(res.body)).toEqual(['og_image']);
      await shop.http().put('/api/seo/987654').set('Authorization', asAdmin(shop)).send(aSeoRecord()).expect(404);
    });

    it('deletes a record and answers it', async () => {
      const record = await createSeoRecord(shop, aSeoRecord({ page_type: 'contact', language: 'ru' }));
      const res = await shop.http().delete(`/api/seo/${record.id}`).set('Authorization', asAdmin(shop)).expect(200);
      expect(res.body.data.id).toBe(record.id);
      await shop.http().get(`/api/seo/${record.id}`).set('Authorization', asAdmin(shop)).expect(404);
      await shop.http().delete(`/api/seo/${record.id}`).set('Authorization', asAdmin(shop)).expect(404);
    });

    it('needs an admin token: 401 without, 403 for a user', async () => {
      for (const send of [
        (auth?: string) => (auth ? shop.http().get('/api/seo/1').set('Authorization', auth) : shop.http().get('/api/seo/1')),
        (auth?: string) =>
          (auth ? shop.http().put('/api/seo/1').set('Authorization', auth) : shop.http().put('/api/seo/1')).send(aSeoRecord()),
        (auth?: string) => (auth ? shop.http().delete('/api/seo/1').set('Authorization', auth) : shop.http().delete('/api/seo/1')),
      ]) {
        expect((await send()).status).toBe(401);
        expect((await send(asUser(shop))).status).toBe(403);
      }
    });
  });
});
