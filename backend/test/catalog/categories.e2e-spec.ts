import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aCategory, asAdmin, createCategory, createProduct, fieldsOf } from './fixtures';

describe('categories (catalog)', () => {
  let shop: TestApp;
  let football: { id: number; slug: string };
  let tennis: { id: number; slug: string };
  let archived: { id: number; slug: string };

  beforeAll(async () => {
    shop = await startTestApp();
    tennis = await createCategory(shop, {
      name: 'Table Tennis',
      sort_order: 2,
      translations: [{ language: 'ru', name: 'Настольный теннис' }],
    });
    football = await createCategory(shop, { name: 'Football', sort_order: 1 });
    archived = await createCategory(shop, { name: 'Archive', is_active: false, translations: [] });
    await createProduct(shop, { name: 'Ball on sale', categories: [{ id: football.id }] });
    await createProduct(shop, { name: 'Hidden ball', is_visible: false, categories: [{ id: football.id }] });
    await createProduct(shop, { name: 'Retired ball', is_active: false, categories: [{ id: football.id }] });
  });
  afterAll(() => shop.close());

  describe('GET /api/categories', () => {
    it('lists active categories by sort order with Russian texts by default and real product counts', async () => {
      const res = await shop.http().get('/api/categories').expect(200);
      expect(res.body.data.map((c: { slug: string }) => c.slug)).toEqual(['football', 'table-tennis']);
      expect(res.body.data[0]).toMatchObject({
        id: football.id,
        name: 'Football',
        description: 'Balls and boots',
        image_url: null,
        is_required: false,
        is_active: true,
        sort_order: 1,
        localized_name: 'Футбол',
        localized_description: 'Мячи и бутсы',
        product_count: 1,
      });
      expect(res.body.data[0].translations).toEqual(
        expect.arrayContaining([{ language: 'he', name: 'כדורגל', description: 'כדורים ונעליים' }]),
      );
    });

    it('localizes in Hebrew and falls back to the base text when a translation is missing', async () => {
      const res = await shop.http().get('/api/categories?lang=he').expect(200);
      expect(res.body.data[0].localized_name).toBe('כדורגל');
      expect(res.body.data[1]).toMatchObject({ localized_name: 'Table Tennis', localized_description: 'Balls and boots' });
    });

    it('refuses an unknown language naming lang', async () => {
      const res = await shop.http().get('/api/categories?lang=fr').expect(400);
      expect(fieldsOf(res.body)).toContain('lang');
    });
  });

  describe('GET /api/categories/admin', () => {
    it('needs an admin token', async () => {
      await shop.http().get('/api/categories/admin').expect(401);
      await shop.http().get('/api/categories/admin').set('Authorization', bearer(shop.userToken)).expect(403);
    });

    it('lists inactive categories too, counting every product, with Content-Range', async () => {
      const res = await asAdmin(shop).get('/api/categories/admin?sort=["name","ASC"]&range=[0,1]').expect(200);
      expect(res.headers['content-range']).toBe('categories 0-1/3');
      expect(res.body.total).toBe(3);
      expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Archive', 'Football']);
      expect(res.body.data[1].product_count).toBe(3);
    });

    it('filters by text (in any translation) and by is_active', async () => {
      const byText = await asAdmin(shop)
        .get(`/api/categories/admin?filter=${encodeURIComponent('{"q":"НАСТОЛЬ"}')}`)
        .expect(200);
      expect(byText.body.data.map((c: { id: number }) => c.id)).toEqual([tennis.id]);
      const inactive = await asAdmin(shop).get('/api/categories/admin?filter={"is_active":false}').expect(200);
      expect(inactive.body.data.map((c: { id: number }) => c.id)).toEqual([archived.id]);
    });

    it('refuses an unknown sort field or filter naming it', async () => {
      expect(fieldsOf((await asAdmin(shop).get('/api/categories/admin?sort=["secret","ASC"]').expect(400)).body)).toContain('sort');
      expect(fieldsOf((await asAdmin(shop).get('/api/categories/admin?filter={"colour":"red"}').expect(400)).body)).toContain('filter');
    });
  });

  describe('single category reads', () => {
    it('answers an active category by id, and 404 for an inactive or unknown one', async () => {
      const res = await shop.http().get(`/api/categories/${football.id}?lang=he`).expect(200);
      expect(res.body.data).toMatchObject({ slug: 'football', localized_name: 'כדורגל', product_count: 1 });
      const hidden = await shop.http().get(`/api/categories/${archived.id}`).expect(404);
      expect(hidden.body).toMatchObject({ code: 'CATEGORY_NOT_FOUND', message: 'Category not found' });
      await shop.http().get('/api/categories/99999').expect(404);
    });

    it('refuses a malformed id naming id', async () => {
      const res = await shop.http().get('/api/categories/abc').expect(400);
      expect(fieldsOf(res.body)).toEqual(['id']);
    });

    it('lets admins read an inactive category', async () => {
      await asAdmin(shop).get(`/api/categories/admin/${archived.id}`).expect(200);
      await shop.http().get(`/api/categories/admin/${archived.id}`).expect(401);
    });

    it('finds a category by slug, or by its name in any case', async () => {
      expect((await shop.http().get('/api/categories/by-slug/table-tennis').expect(200)).body.data.id).toBe(tennis.id);
      expect((await shop.http().get('/api/categories/by-slug/TABLE%20TENNIS').expect(200)).body.data.id).toBe(tennis.id);
      expect((await shop.http().get('/api/categories/by-slug/football?lang=ru').expect(200)).body.data.localized_name).toBe('Футбол');
      await shop.http().get('/api/categories/by-slug/archive').expect(404);
      await shop.http().get('/api/categories/by-slug/curling').expect(404);
    });

    it("answers the category whose slug is the link before an older one whose name is, and lists that one's products", async () => {
      const named = await createCategory(shop, { name: 'Padel', slug: 'padel-courts' });
      const slugged = await createCategory(shop, { name: 'Courts', slug: 'padel' });
      await createProduct(shop, { name: 'Padel racket', categories: [{ id: named.id }] });
      await createProduct(shop, { name: 'Court net', categories: [{ id: slugged.id }] });
      expect((await shop.http().get('/api/categories/by-slug/padel').expect(200)).body.data.id).toBe(slugged.id);
      const products = await shop.http().get('/api/categories/by-slug/padel/products').expect(200);
      expect(products.body.data.map((p: { name: string }) => p.name)).toEqual(['Court net']);
      // Its name in any case, made into a slug, finds it too.
      expect((await shop.http().get('/api/categories/by-slug/PADEL%20COURTS').expect(200)).body.data.id).toBe(named.id);
    });

    it('lists the products on sale of a category, newest first, with Content-Range', async () => {
      const res = await shop.http().get('/api/categories/by-slug/football/products?per_page=5').expect(200);
      expect(res.headers['content-range']).toBe('products 0-0/1');
      expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Ball on sale']);
      await shop.http().get('/api/categories/by-slug/curling/products').expect(404);
      await shop.http().get('/api/categories/by-slug/archive/products').expect(404);
      // The same category as the category itself answers: by its name in any case too, or empty.
      expect((await shop.http().get('/api/categories/by-slug/FOOTBALL/products').expect(200)).body.total).toBe(1);
      const empty = await shop.http().get('/api/categories/by-slug/table-tennis/products').expect(200);
      expect(empty.body).toMatchObject({ data: [], total: 0 });
      expect(fieldsOf((await shop.http().get('/api/categories/by-slug/football/products?page=0').expect(400)).body)).toContain('page');
    });
  });

  describe('POST /api/categories', () => {
    it('needs an admin token', async () => {
      await shop.http().post('/api/categories').send(aCategory()).expect(401);
      await shop.http().post('/api/categories').set('Authorization', bearer(shop.userToken)).send(aCategory()).expect(403);
    });

    it('creates a category with defaults and a unique slug made from the name', async () => {
      const res = await asAdmin(shop).post('/api/categories', { name: '  Football ' }).expect(201);
      expect(res.body.data).toMatchObject({
        name: 'Football',
        slug: 'football-2',
        is_active: true,
        sort_order: 0,
        translations: [],
        product_count: 0,
      });
      const russian = await asAdmin(shop).post('/api/categories', { name: 'Бокс' }).expect(201);
      expect(russian.body.data.slug).toBe('boks');
    });

    it('renames a category that keeps its own slug', async () => {
      const created = await asAdmin(shop)
        .post('/api/categories', aCategory({ name: 'Swimming' }))
        .expect(201);
      const { id, slug } = created.body.data;
      const res = await asAdmin(shop)
        .put(`/api/categories/${id}`, aCategory({ name: 'Swimming and diving', slug }))
        .expect(200);
      expect(res.body.data).toMatchObject({ name: 'Swimming and diving', slug });
    });

    it('answers 409 when a typed slug is taken', async () => {
      const res = await asAdmin(shop)
        .post('/api/categories', aCategory({ name: 'Soccer', slug: 'football' }))
        .expect(409);
      expect(res.body.code).toBe('SLUG_TAKEN');
      expect(fieldsOf(res.body)).toEqual(['slug']);
    });

    it.each([
      [{ name: 'F' }, 'name'],
      [{ name: undefined }, 'name'],
      [{ sort_order: -1 }, 'sort_order'],
      [{ sort_order: 1.5 }, 'sort_order'],
      [{ is_active: 'yes' }, 'is_active'],
      [{ translations: [{ language: 'ru', name: '   ' }] }, 'translations.0.name'],
      [{ translations: [{ language: '', name: 'Футбол' }] }, 'translations.0.language'],
      [{ translations: [{ language: 'fr', name: 'Football' }] }, 'translations.0.language'],
      [
        {
          translations: [
            { language: 'ru', name: 'a' },
            { language: 'ru', name: 'b' },
          ],
        },
        'translations.1.language',
      ],
      [{ colour: 'red' }, 'colour'],
    ])('refuses %j naming %s', async (fields, field) => {
      const res = await asAdmin(shop).post('/api/categories', aCategory(fields)).expect(400);
      expect(fieldsOf(res.body)).toContain(field);
    });
  });

  describe('PUT /api/categories/:id', () => {
    it('replaces the category and its translations; a new name gives a new slug', async () => {
      const created = await createCategory(shop, { name: 'Swimming' });
      const res = await asAdmin(shop)
        .put(
          `/api/categories/${created.id}`,
          aCategory({ name: 'Water sports', translations: [{ language: 'he', name: 'ספורט מים' }], sort_order: 9 }),
        )
        .expect(200);
      expect(res.body.data).toMatchObject({
        slug: 'water-sports',
        sort_order: 9,
        translations: [{ language: 'he', name: 'ספורט מים', description: null }],
      });
      const same = await asAdmin(shop)
        .put(`/api/categories/${created.id}`, aCategory({ name: 'Water sports', is_active: false }))
        .expect(200);
      expect(same.body.data).toMatchObject({ slug: 'water-sports', is_active: false });
    });

    it('answers 404 for an unknown category, 400 for a bad id or body, 401 without a token', async () => {
      await asAdmin(shop).put('/api/categories/99999', aCategory()).expect(404);
      expect(fieldsOf((await asAdmin(shop).put('/api/categories/x1', aCategory()).expect(400)).body)).toEqual(['id']);
      expect(
        fieldsOf(
          (
            await asAdmin(shop)
              .put(`/api/categories/${football.id}`, aCategory({ name: '' }))
              .expect(400)
          ).body,
        ),
      ).toContain('name');
      await shop.http().put(`/api/categories/${football.id}`).send(aCategory()).expect(401);
    });
  });

  describe('DELETE /api/categories/:id', () => {
    it('removes the category and its product links but keeps the products', async () => {
      const doomed = await createCategory(shop, { name: 'Doomed' });
      const product = await createProduct(shop, { name: 'Survivor', categories: [{ id: doomed.id }, { id: tennis.id }] });
      await shop.http().delete(`/api/categories/${doomed.id}`).set('Authorization', bearer(shop.userToken)).expect(403);
      const res = await asAdmin(shop).delete(`/api/categories/${doomed.id}`).expect(200);
      expect(res.body).toEqual({ data: { id: doomed.id } });
      await asAdmin(shop).get(`/api/categories/admin/${doomed.id}`).expect(404);
      const survivor = await shop.http().get(`/api/products/${product.id}`).expect(200);
      expect(survivor.body.data.categories.map((c: { id: number }) => c.id)).toEqual([tennis.id]);
      await asAdmin(shop).delete(`/api/categories/${doomed.id}`).expect(404);
    });

    it('frees the slug with the category, so it can be used again', async () => {
      const first = await createCategory(shop, { name: 'Judo' });
      await asAdmin(shop).delete(`/api/categories/${first.id}`).expect(200);
      expect((await createCategory(shop, { name: 'Judo' })).slug).toBe('judo');
    });
  });
});
