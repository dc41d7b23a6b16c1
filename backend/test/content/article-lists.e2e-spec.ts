import { startTestApp, TestApp } from '../support/test-app';
import { anArticle, asAdmin, asUser, createArticle, fieldsOf, theSitePolicy } from './fixtures';

describe('article lists (content)', () => {
  let shop: TestApp;
  /** Titles of the articles the blog shows, newest first. */
  let listed: string[];

  beforeAll(async () => {
    shop = await startTestApp();
    await createArticle(
      shop,
      anArticle({ title: 'Boxing for beginners', translations: [{ language: 'ru', title: 'Бокс для начинающих' }] }),
    );
    await createArticle(shop, theSitePolicy());
    await createArticle(shop, anArticle({ title: 'Swimming caps', translations: [] }));
    await createArticle(shop, anArticle({ title: 'Unpublished draft', is_active: false, translations: [] }));
    await createArticle(shop, anArticle({ title: 'Tennis BALLS guide', translations: [] }));
    await createArticle(shop, anArticle({ title: 'Hidden and inactive', is_active: false, show_in_list: false, translations: [] }));
    listed = ['Tennis BALLS guide', 'Swimming caps', 'Boxing for beginners'];
  });
  afterAll(() => shop.close());

  describe('GET /api/articles (public)', () => {
    it('lists only active articles shown in the list, newest first, with Content-Range', async () => {
      const res = await shop.http().get('/api/articles').expect(200);
      expect(res.body.data.map((a: { title: string }) => a.title)).toEqual(listed);
      expect(res.body.total).toBe(3);
      expect(res.headers['content-range']).toBe('articles 0-2/3');
    });

    it('reads in Russian by default and in the asked language, falling back to the base title', async () => {
      const ru = await shop.http().get('/api/articles').expect(200);
      expect(ru.body.data[2].localized_title).toBe('Бокс для начинающих');
      const he = await shop.http().get('/api/articles?lang=he').expect(200);
      expect(he.body.data[2].localized_title).toBe('Boxing for beginners');
      await shop.http().get('/api/articles?lang=de').expect(400);
    });

    it('pages with range or page/per_page', async () => {
      const range = await shop.http().get('/api/articles?range=[1,1]').expect(200);
      expect(range.body.data.map((a: { title: string }) => a.title)).toEqual(['Swimming caps']);
      expect(range.headers['content-range']).toBe('articles 1-1/3');
      const page = await shop.http().get('/api/articles?page=2&per_page=2').expect(200);
      expect(page.body.data.map((a: { title: string }) => a.title)).toEqual(['Boxing for beginners']);
      expect(page.headers['content-range']).toBe('articles 2-2/3');
      const beyond = await shop.http().get('/api/articles?range=[10,19]').expect(200);
      expect(beyond.body).toEqual({ data: [], total: 3 });
      expect(beyond.headers['content-range']).toBe('articles */3');
    });

    it('refuses a malformed range, naming range', async () => {
      const res = await shop.http().get('/api/articles?range=oops').expect(400);
      expect(fieldsOf(res.body)).toEqual(['range']);
    });
  });

  describe('GET /api/articles/admin', () => {
    it('lists every article, hidden and inactive ones too, with Content-Range', async () => {
      const res = await shop.http().get('/api/articles/admin').set('Authorization', asAdmin(shop)).expect(200);
      expect(res.body.total).toBe(6);
      expect(res.body.data).toHaveLength(6);
      expect(res.headers['content-range']).toBe('articles 0-5/6');
    });

    it('sorts and slices as ra-data-simple-rest asks', async () => {
      const res = await shop
        .http()
        .get('/api/articles/admin')
        .query({ sort: '["title","ASC"]', range: '[0,1]' })
        .set('Authorization', asAdmin(shop))
        .expect(200);
      expect(res.body.data.map((a: { title: string }) => a.title)).toEqual(['Boxing for beginners', 'Hidden and inactive']);
      expect(res.headers['content-range']).toBe('articles 0-1/6');
    });

    it.each([
      [{ q: 'balls' }, ['Tennis BALLS guide']],
      [{ q: 'IN' }, ['Hidden and inactive', 'Swimming caps', 'Boxing for beginners']],
      [{ is_active: false }, ['Hidden and inactive', 'Unpublished draft']],
      [{ show_in_list: false }, ['Hidden and inactive', 'תקנון האתר']],
      [{ is_active: true, show_in_list: true }, ['Tennis BALLS guide', 'Swimming caps', 'Boxing for beginners']],
      [{ q: 's_g' }, []],
    ])('filters by %j', async (filter, titles) => {
      const res = await shop
        .http()
        .get('/api/articles/admin')
        .query({ filter: JSON.stringify(filter) })
        .set('Authorization', asAdmin(shop))
        .expect(200);
      expect(res.body.data.map((a: { title: string }) => a.title)).toEqual(titles);
      expect(res.body.total).toBe(titles.length);
    });

    it('answers several ids at once (getMany)', async () => {
      const all = await shop.http().get('/api/articles/admin').set('Authorization', asAdmin(shop)).expect(200);
      const ids = all.body.data.slice(0, 2).map((a: { id: number }) => a.id);
      const res = await shop
        .http()
        .get('/api/articles/admin')
        .query({ filter: JSON.stringify({ id: ids }) })
        .set('Authorization', asAdmin(shop))
        .expect(200);
      expect(res.body.data.map((a: { id: number }) => a.id).sort()).toEqual([...ids].sort());
    });

    it.each([
      [{ sort: '["content","ASC"]' }, 'sort'],
      [{ filter: '{"is_active":"maybe"}' }, 'filter.is_active'],
      [{ filter: 'not json' }, 'filter'],
    ])('refuses %j naming %s', async (query, field) => {
      const res = await shop.http().get('/api/articles/admin').query(query).set('Authorization', asAdmin(shop)).expect(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    });

    it('needs an admin token: 401 without, 403 for a user', async () => {
      await shop.http().get('/api/articles/admin').expect(401);
      await shop.http().get('/api/articles/admin').set('Authorization', asUser(shop)).expect(403);
    });
  });
});
