import { startTestApp, TestApp } from '../support/test-app';
import { anArticle, asAdmin, asUser, createArticle, fieldsOf, theSitePolicy } from './fixtures';

describe('articles: writing and reading one (content)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  describe('POST /api/articles', () => {
    it('creates an article with the defaults and answers every field', async () => {
      const res = await shop.http().post('/api/articles').set('Authorization', asAdmin(shop)).send(anArticle()).expect(201);
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        title: 'How to choose boxing gloves',
        slug: 'how-to-choose-boxing-gloves',
        content: '## Size\nGloves are chosen by the weight of the athlete.',
        image_url: '/uploads/gloves.jpg',
        image_copies: [320, 640, 1280].map((width) => ({ width, url: `/uploads/gloves-jpg-w${width}.webp` })),
        is_active: true,
        show_in_list: true,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        translations: [
          { language: 'ru', title: 'Как выбрать боксёрские перчатки', content: '## Размер\nПерчатки подбирают по весу.' },
          { language: 'he', title: 'איך לבחור כפפות אגרוף', content: '## מידה\nבוחרים כפפות לפי משקל.' },
        ],
        localized_title: 'Как выбрать боксёрские перчатки',
        localized_content: '## Размер\nПерчатки подбирают по весу.',
      });
    });

    it('makes the slug from a Hebrew or a Russian title', async () => {
      const hebrew = await createArticle(shop, anArticle({ title: 'כפפות אגרוף', translations: [] }));
      expect(hebrew.slug).toBe('kppvt-agrvf');
      const russian = await createArticle(shop, anArticle({ title: 'Боксёрские перчатки', translations: [] }));
      expect(russian.slug).toBe('bokserskie-perchatki');
    });

    it('numbers a generated slug that is taken: -2, -3', async () => {
      const slugs = [];
      for (let i = 0; i < 3; i++) slugs.push((await createArticle(shop, anArticle({ title: 'Swimming Goggles' }))).slug);
      expect(slugs).toEqual(['swimming-goggles', 'swimming-goggles-2', 'swimming-goggles-3']);
    });

    it('gives concurrent articles with one title distinct slugs, and one given slug to only one of them', async () => {
      const post = (body: object) => shop.http().post('/api/articles').set('Authorization', asAdmin(shop)).send(body);
      const generated = await Promise.all([1, 2, 3].map(() => post(anArticle({ title: 'Basketball shoes' }))));
      expect(generated.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(generated.map((r) => r.body.data.slug).sort()).toEqual(['basketball-shoes', 'basketball-shoes-2', 'basketball-shoes-3']);
      const given = await Promise.all([1, 2].map(() => post(anArticle({ title: 'Nets', slug: 'volleyball-nets' }))));
      expect(given.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('normalises a given slug and refuses one already in use with 409', async () => {
      const policy = await createArticle(shop, theSitePolicy({ slug: '  Takanon HaAtar!! ' }));
      expect(policy.slug).toBe('takanon-haatar');
      const res = await shop.http().post('/api/articles').set('Authorization', asAdmin(shop)).send(theSitePolicy()).expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, code: 'ARTICLE_SLUG_TAKEN', errors: [{ field: 'slug' }] });
    });

    it.each([
      ['a missing title', anArticle({ title: undefined }), 'title'],
      ['a blank title', anArticle({ title: '   ' }), 'title'],
      ['a title of 301 characters', anArticle({ title: 'x'.repeat(301) }), 'title'],
      ['a slug without letters', anArticle({ slug: '***' }), 'slug'],
      ['a flag that is no boolean', anArticle({ is_active: 'yes' }), 'is_active'],
      ['a script image address', anArticle({ image_url: 'javascript:alert(1)' }), 'image_url'],
      ['translations that are no list', anArticle({ translations: 'ru' }), 'translations'],
      [
        'a translation in an unknown language',
        anArticle({ translations: [{ language: 'fr', title: 'Gants' }] }),
        'translations.0.language',
      ],
      ['a translation without title', anArticle({ translations: [{ language: 'ru', content: 'текст' }] }), 'translations.0.title'],
      ['a translation with a blank title', anArticle({ translations: [{ language: 'he', title: ' ' }] }), 'translations.0.title'],
      [
        'two translations in one language',
        anArticle({
          translations: [
            { language: 'ru', title: 'А' },
            { language: 'ru', title: 'Б' },
          ],
        }),
        'translations.1.language',
      ],
      ['an unknown field', anArticle({ author: 'me' }), 'author'],
    ])('answers 400 naming the field for %s', async (_case, body, field) => {
      const res = await shop.http().post('/api/articles').set('Authorization', asAdmin(shop)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(res.body)).toContain(field);
    });

    it('answers 400 for malformed JSON', async () => {
      await shop
        .http()
        .post('/api/articles')
        .set('Authorization', asAdmin(shop))
        .set('Content-Type', 'application/json')
        .send('{"title":')
        .expect(400);
    });

    it('needs an admin token: 401 without, 403 for a user', async () => {
      await shop.http().post('/api/articles').send(anArticle()).expect(401);
      await shop.http().post('/api/articles').set('Authorization', asUser(shop)).send(anArticle()).expect(403);
    });
  });

  describe('GET /api/articles/{id}', () => {
    it('localises title and content, falling back to the base text', async () => {
      const article = await createArticle(
        shop,
        anArticle({
          title: 'Tennis rackets',
          content: 'Base text',
          translations: [{ language: 'he', title: 'מחבטי טניס', content: '  ' }],
        }),
      );
      const he = await shop.http().get(`/api/articles/${article.id}?lang=he`).expect(200);
      expect(he.body.data).toMatchObject({ localized_title: 'מחבטי טניס', localized_content: 'Base text' });
      // Default language ru has no translation: the base text.
      const ru = await shop.http().get(`/api/articles/${article.id}`).expect(200);
      expect(ru.body.data).toMatchObject({ localized_title: 'Tennis rackets', localized_content: 'Base text' });
    });

    it('answers 400 for an unknown lang, naming lang', async () => {
      const article = await createArticle(shop, anArticle({ title: 'Judo belts' }));
      const res = await shop.http().get(`/api/articles/${article.id}?lang=fr`).expect(400);
      expect(fieldsOf(res.body)).toEqual(['lang']);
    });

    it.each(['abc', '1.5', '-3', '0', '99999999999'])('answers 400 naming id for the id %s', async (id) => {
      const res = await shop.http().get(`/api/articles/${id}`).expect(400);
      expect(res.body.code).toBe('INVALID_ID');
      expect(fieldsOf(res.body)).toEqual(['id']);
    });

    it('answers 404 for an unknown article', async () => {
      const res = await shop.http().get('/api/articles/987654').expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'ARTICLE_NOT_FOUND' });
    });

    it('hides an inactive article from the public and a user, and shows it to an admin', async () => {
      const draft = await createArticle(shop, anArticle({ title: 'Draft about ballet', is_active: false }));
      await shop.http().get(`/api/articles/${draft.id}`).expect(404);
      await shop.http().get(`/api/articles/${draft.id}`).set('Authorization', asUser(shop)).expect(404);
      await shop.http().get(`/api/articles/${draft.id}`).set('Authorization', 'Bearer forged.token.value').expect(404);
      const admin = await shop.http().get(`/api/articles/${draft.id}`).set('Authorization', asAdmin(shop)).expect(200);
      expect(admin.body.data).toMatchObject({ id: draft.id, is_active: false });
    });
  });

  describe('GET /api/articles/slug/{slug}', () => {
    it('reads an article hidden from the list, such as the site policy', async () => {
      const res = await shop.http().get('/api/articles/slug/takanon-haatar?lang=he').expect(200);
      expect(res.body.data).toMatchObject({ slug: 'takanon-haatar', show_in_list: false, localized_title: 'תקנון האתר' });
    });

    it('answers 404 for an inactive or unknown slug', async () => {
      await createArticle(shop, anArticle({ title: 'Old volleyball rules', is_active: false }));
      const inactive = await shop.http().get('/api/articles/slug/old-volleyball-rules').expect(404);
      expect(inactive.body.code).toBe('ARTICLE_NOT_FOUND');
      await shop.http().get('/api/articles/slug/no-such-article').expect(404);
    });
  });

  describe('PUT /api/articles/{id}', () => {
    it('replaces the article and its translations', async () => {
      const article = await createArticle(shop, anArticle({ title: 'Karate gi' }));
      const body = anArticle({
        title: 'Karate gi sizes',
        slug: 'karate-gi',
        content: 'New text',
        image_url: null,
        show_in_list: false,
        translations: [{ language: 'ru', title: 'Размеры кимоно', content: 'Новый текст' }],
      });
      const res = await shop.http().put(`/api/articles/${article.id}?lang=ru`).set('Authorization', asAdmin(shop)).send(body).expect(200);
      expect(res.body.data).toMatchObject({
        id: article.id,
        title: 'Karate gi sizes',
        slug: 'karate-gi',
        content: 'New text',
        image_url: null,
        is_active: true,
        show_in_list: false,
        translations: [{ language: 'ru', title: 'Размеры кимоно', content: 'Новый текст' }],
        localized_title: 'Размеры кимоно',
      });
      const read = await shop.http().get(`/api/articles/${article.id}?lang=he`).expect(200);
      expect(read.body.data.translations).toHaveLength(1);
      expect(read.body.data.localized_title).toBe('Karate gi sizes');
    });

    it('makes the slug from the new title when the slug is empty', async () => {
      const article = await createArticle(shop, anArticle({ title: 'Football boots' }));
      const res = await shop
        .http()
        .put(`/api/articles/${article.id}`)
        .set('Authorization', asAdmin(shop))
        .send(anArticle({ title: 'Футбольные бутсы', slug: '' }))
        .expect(200);
      expect(res.body.data.slug).toBe('futbolnye-butsy');
      const same = await shop
        .http()
        .put(`/api/articles/${article.id}`)
        .set('Authorization', asAdmin(shop))
        .send(anArticle({ title: 'Футбольные бутсы' }))
        .expect(200);
      expect(same.body.data.slug).toBe('futbolnye-butsy');
    });

    it("refuses another article's slug with 409", async () => {
      const article = await createArticle(shop, anArticle({ title: 'Handball basics' }));
      const res = await shop
        .http()
        .put(`/api/articles/${article.id}`)
        .set('Authorization', asAdmin(shop))
        .send(anArticle({ slug: 'takanon-haatar' }))
        .expect(409);
      expect(res.body.code).toBe('ARTICLE_SLUG_TAKEN');
    });

    it('answers 404 for an unknown id, 400 for a bad id or body', async () => {
      await shop.http().put('/api/articles/987654').set('Authorization', asAdmin(shop)).send(anArticle()).expect(404);
      const badId = await shop.http().put('/api/articles/abc').set('Authorization', asAdmin(shop)).send(anArticle()).expect(400);
      expect(fieldsOf(badId.body)).toEqual(['id']);
      const article = await createArticle(shop, anArticle({ title: 'Wrestling mats' }));
      const badBody = await shop
        .http()
        .put(`/api/articles/${article.id}`)
        .set('Authorization', asAdmin(shop))
        .send(anArticle({ title: 'x'.repeat(301) }))
        .expect(400);
      expect(fieldsOf(badBody.body)).toEqual(['title']);
    });

    it('needs an admin token', async () => {
      await shop.http().put('/api/articles/1').send(anArticle()).expect(401);
      await shop.http().put('/api/articles/1').set('Authorization', asUser(shop)).send(anArticle()).expect(403);
    });
  });

  describe('DELETE /api/articles/{id}', () => {
    it('deletes the article with its translations and answers it', async () => {
      const article = await createArticle(shop, anArticle({ title: 'Ping-pong paddles' }));
      const res = await shop.http().delete(`/api/articles/${article.id}`).set('Authorization', asAdmin(shop)).expect(200);
      expect(res.body.data).toMatchObject({ id: article.id, slug: 'ping-pong-paddles' });
      await shop.http().get(`/api/articles/${article.id}`).set('Authorization', asAdmin(shop)).expect(404);
      await shop.http().delete(`/api/articles/${article.id}`).set('Authorization', asAdmin(shop)).expect(404);
      // The slug is free again.
      expect((await createArticle(shop, anArticle({ title: 'Ping-pong paddles' }))).slug).toBe('ping-pong-paddles');
    });

    it('answers 400 for a bad id and needs an admin token', async () => {
      await shop.http().delete('/api/articles/abc').set('Authorization', asAdmin(shop)).expect(400);
      await shop.http().delete('/api/articles/1').expect(401);
      await shop.http().delete('/api/articles/1').set('Authorization', asUser(shop)).expect(403);
    });
  });
});
