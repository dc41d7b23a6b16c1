import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aProduct, asAdmin, aVariant, createCategory, createProduct, fieldsOf } from './fixtures';

describe('products for staff (catalog)', () => {
  let shop: TestApp;
  let football: { id: number };
  let tennis: { id: number };

  beforeAll(async () => {
    shop = await startTestApp();
    football = await createCategory(shop, { name: 'Football' });
    tennis = await createCategory(shop, { name: 'Tennis' });
  });
  afterAll(() => shop.close());

  describe('POST /api/products', () => {
    it('needs an admin token', async () => {
      await shop.http().post('/api/products').send(aProduct()).expect(401);
      await shop.http().post('/api/products').set('Authorization', bearer(shop.userToken)).send(aProduct()).expect(403);
    });

    it('creates a product with categories, translations, variants and images', async () => {
      const res = await asAdmin(shop)
        .post(
          '/api/products?lang=ru',
          aProduct({
            name: 'Training ball',
            price: 80,
            has_discount: true,
            discount_percentage: 25,
            categories: [{ id: football.id }],
            category_id: 1,
            category_ids: [tennis.id],
            translations: [
              { language: 'ru', name: '  Тренировочный мяч ', description: ' Для тренировок ' },
              { language: 'he', name: '   ', description: 'dropped with its blank name' },
            ],
            has_variants: true,
            variants: [aVariant({ sku: 'TRAIN-5', price_modifier: 5 }), aVariant({ sku: '', size: '4', stock_quantity: 0 })],
            images: [{ url: 'one.jpg', sort_order: 7 }, { url: 'two.jpg' }],
          }),
        )
        .expect(201);
      const product = res.body.data;
      expect(product).toMatchObject({
        slug: 'training-ball',
        discount_price: 60,
        discount_percentage: 25,
        effective_price: 60,
        localized_name: 'Тренировочный мяч',
        localized_description: 'Для тренировок',
        translations: [{ language: 'ru', name: 'Тренировочный мяч', description: 'Для тренировок' }],
        total_stock: 3,
        variant_count: 2,
        image_url: 'one.jpg',
      });
      expect(product.categories.map((c: { id: number }) => c.id).sort()).toEqual([football.id, tennis.id].sort());
      expect(product.variants[0]).toMatchObject({ sku: 'TRAIN-5', price: 65 });
      expect(product.variants[1].sku).toMatch(/^NEW-2-\d{6}$/);
      expect(
        product.images.map((i: { url: string; sort_order: number; is_primary: boolean }) => [i.url, i.sort_order, i.is_primary]),
      ).toEqual([
        ['one.jpg', 0, true],
        ['two.jpg', 1, false],
      ]);
    });

    it('clears discount fields without has_discount and variants without has_variants', async () => {
      const product = await createProduct(shop, {
        name: 'Plain ball',
        has_discount: false,
        discount_price: 50,
        discount_percentage: 50,
        has_variants: false,
        variants: [aVariant({ sku: 'PLAIN-1' })],
      });
      expect(product).toMatchObject({
        discount_price: 0,
        discount_percentage: 0,
        effective_price: 100,
        variants: [],
        variant_count: 0,
        total_stock: 10,
      });
    });

    it('makes slugs unique from the name, and answers 409 for a typed slug in use', async () => {
      expect((await createProduct(shop, { name: 'Twin ball' })).slug).toBe('twin-ball');
      expect((await createProduct(shop, { name: 'Twin  ball!' })).slug).toBe('twin-ball-2');
      const res = await asAdmin(shop)
        .post('/api/products', aProduct({ name: 'Other', slug: 'twin-ball' }))
        .expect(409);
      expect(fieldsOf(res.body)).toEqual(['slug']);
    });

    it('answers 409 naming a SKU used by another product or twice in the payload', async () => {
      await createProduct(shop, { name: 'Sku owner', has_variants: true, variants: [aVariant({ sku: 'UNIQUE-SKU-1' })] });
      const taken = await asAdmin(shop)
        .post('/api/products', aProduct({ has_variants: true, variants: [aVariant({ sku: 'UNIQUE-SKU-1' })] }))
        .expect(409);
      expect(taken.body).toMatchObject({ code: 'DUPLICATE_SKU', message: expect.stringContaining('UNIQUE-SKU-1') });
      expect(fieldsOf(taken.body)).toEqual(['variants.0.sku']);
      const twice = await asAdmin(shop)
        .post('/api/products', aProduct({ has_variants: true, variants: [aVariant({ sku: 'SAME-SKU' }), aVariant({ sku: 'SAME-SKU' })] }))
        .expect(409);
      expect(twice.body.message).toContain('SAME-SKU');
    });

    it('answers one 409 naming every SKU in use, each at its variant, in the documented error shape', async () => {
      await createProduct(shop, {
        name: 'Many sizes',
        has_variants: true,
        variants: ['MANY-S', 'MANY-M', 'MANY-L'].map((sku) => aVariant({ sku })),
      });
      const copy = aProduct({
        name: 'Many sizes (Copy)',
        has_variants: true,
        variants: ['MANY-S', 'FRESH-1', 'MANY-M', 'MANY-L'].map((sku) => aVariant({ sku })),
      });
      const res = await asAdmin(shop).post('/api/products', copy).expect(409);
      expect(
        Object.keys(res.body)
          .filter((key) => key !== 'requestId')
          .sort(),
      ).toEqual(['code', 'errors', 'message', 'statusCode']);
      expect(res.body).toMatchObject({ statusCode: 409, code: 'DUPLICATE_SKU' });
      expect(fieldsOf(res.body)).toEqual(['variants.0.sku', 'variants.2.sku', 'variants.3.sku']);
      expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
        expect.stringContaining('MANY-S'),
        expect.stringContaining('MANY-M'),
        expect.stringContaining('MANY-L'),
      ]);
      for (const sku of ['MANY-S', 'MANY-M', 'MANY-L']) expect(res.body.message).toContain(sku);

      const repeats = await asAdmin(shop)
        .post(
          '/api/products',
          aProduct({ has_variants: true, variants: ['TWICE-A', 'TWICE-A', 'TWICE-B', 'TWICE-B'].map((sku) => aVariant({ sku })) }),
        )
        .expect(409);
      expect(fieldsOf(repeats.body)).toEqual(['variants.1.sku', 'variants.3.sku']);
    });

    it.each([
      [{ name: 'X' }, 'name'],
      [{ name: '  ' }, 'name'],
      [{ price: -1 }, 'price'],
      [{ price: '10' }, 'price'],
      [{ price: 10.555 }, 'price'],
      [{ price: undefined }, 'price'],
      [{ stock_quantity: undefined }, 'stock_quantity'],
      [{ stock_quantity: -2 }, 'stock_quantity'],
      [{ stock_quantity: 1.5 }, 'stock_quantity'],
      [{ discount_price: -5 }, 'discount_price'],
      [{ discount_percentage: 101 }, 'discount_percentage'],
      [{ has_discount: true, discount_price: 100 }, 'discount_price'],
      [{ has_discount: true, discount_price: 150 }, 'discount_price'],
      [{ has_variants: true, variants: [{ stock_quantity: 1 }] }, 'variants.0.sku'],
      [{ has_variants: true, variants: [{ sku: 'OK-SKU' }] }, 'variants.0.stock_quantity'],
      [{ has_variants: true, variants: [aVariant({ stock_quantity: -1 })] }, 'variants.0.stock_quantity'],
      [{ has_variants: true, variants: [aVariant({ price_modifier: -100.01 })] }, 'variants.0.price_modifier'],
      [{ translations: [{ language: 'fr', name: 'Ballon' }] }, 'translations.0.language'],
      [{ translations: [{ language: '', name: 'Ballon' }] }, 'translations.0.language'],
      [{ categories: [{ id: 'one' }] }, 'categories.0.id'],
      [{ categories: [{ id: 424242 }] }, 'categories'],
      [{ category_ids: [99999999999] }, 'category_ids'],
      [{ images: [{ url: '' }] }, 'images.0.url'],
      [{ is_visible: 'no' }, 'is_visible'],
      [{ created_by: 'me' }, 'created_by'],
    ])('refuses %j naming %s', async (fields, field) => {
      const res = await asAdmin(shop).post('/api/products', aProduct(fields)).expect(400);
      expect(fieldsOf(res.body)).toContain(field);
    });
  });

  describe('PUT /api/products/:id', () => {
    it('replaces the product; variants sent with their id keep it, others are added or removed', async () => {
      const created = await createProduct(shop, {
        name: 'Racket',
        categories: [{ id: tennis.id }],
        translations: [{ language: 'he', name: 'מחבט' }],
        has_variants: true,
        variants: [aVariant({ sku: 'RACKET-L1' }), aVariant({ sku: 'RACKET-L2' })],
        images: [{ url: 'racket.jpg' }],
      });
      const [first, second] = created.variants as Array<{ id: number; sku: string }>;
      const res = await asAdmin(shop)
        .put(
          `/api/products/${created.id}`,
          aProduct({
            id: created.id,
            slug: created.slug,
            name: 'Racket pro',
            categories: [{ id: football.id }],
            translations: [{ language: 'ru', name: 'Ракетка' }],
            has_variants: true,
            variants: [aVariant({ id: second.id, sku: second.sku, stock_quantity: 7 }), aVariant({ sku: 'GRIP' })],
            images: [{ url: 'new.jpg' }],
          }),
        )
        .expect(200);
      const product = res.body.data;
      expect(product.slug).toBe('racket');
      expect(product.categories.map((c: { id: number }) => c.id)).toEqual([football.id]);
      expect(product.translations).toEqual([{ language: 'ru', name: 'Ракетка', description: null }]);
      expect(product.images.map((i: { url: string }) => i.url)).toEqual(['new.jpg']);
      expect(product.variants.map((v: { id: number }) => v.id)).not.toContain(first.id);
      expect(product.variants[0]).toMatchObject({ id: second.id, sku: 'RACKET-L2', stock_quantity: 7 });
      expect(product.variants[1].sku).toMatch(new RegExp(`^${created.id}-GRIP$`));
    });

    it('keeps every SKU when a save changes one field, and takes a SKU staff typed anew as typed', async () => {
      const skus = ['FOO-05-XS-GREEN', 'FOO-05-S-GREEN', 'FOO-05-M-GREEN'];
      const created = await createProduct(shop, {
        name: 'Shin guard',
        has_variants: true,
        variants: skus.map((sku) => aVariant({ sku })),
      });
      type Variant = { id: number; sku: string; stock_quantity: number };
      const stored = created.variants as Variant[];
      expect(stored.map((v) => v.sku)).toEqual(skus);
      const resend = (variants: Array<Partial<Variant>>, extra: Record<string, unknown> = {}) =>
        asAdmin(shop)
          .put(
            `/api/products/${created.id}`,
            aProduct({ id: created.id, slug: created.slug, name: 'Shin guard', has_variants: true, variants, ...extra }),
          )
          .expect(200);

      const threshold = await resend(
        stored.map((v) => aVariant({ id: v.id, sku: v.sku })),
        { low_stock_threshold: 3 },
      );
      expect(threshold.body.data.variants.map((v: Variant) => v.sku)).toEqual(skus);
      const restocked = await resend(stored.map((v, i) => aVariant({ id: v.id, sku: v.sku, stock_quantity: i === 1 ? 40 : 1 })));
      expect(restocked.body.data.variants.map((v: Variant) => [v.sku, v.stock_quantity])).toEqual([
        [skus[0], 1],
        [skus[1], 40],
        [skus[2], 1],
      ]);
      const retyped = await resend(stored.map((v, i) => aVariant({ id: v.id, sku: i === 2 ? 'FOO-05-L-GREEN' : v.sku })));
      expect(retyped.body.data.variants.map((v: Variant) => v.sku)).toEqual([skus[0], skus[1], 'FOO-05-L-GREEN']);
    });

    it('answers 400 for a variant of another product or an id that differs from the path', async () => {
      const owner = await createProduct(shop, { name: 'Owner', has_variants: true, variants: [aVariant({ sku: 'OWNED-1' })] });
      const other = await createProduct(shop, { name: 'Other' });
      const ownedId = (owner.variants as Array<{ id: number }>)[0].id;
      const foreign = await asAdmin(shop)
        .put(`/api/products/${other.id}`, aProduct({ has_variants: true, variants: [aVariant({ id: ownedId, sku: 'STOLEN-1' })] }))
        .expect(400);
      expect(fieldsOf(foreign.body)).toEqual(['variants.0.id']);
      const mismatch = await asAdmin(shop)
        .put(`/api/products/${other.id}`, aProduct({ id: owner.id }))
        .expect(400);
      expect(fieldsOf(mismatch.body)).toEqual(['id']);
    });

    it('answers 404 for an unknown product, 400 for a bad id, 401/403 without admin', async () => {
      await asAdmin(shop).put('/api/products/99999', aProduct()).expect(404);
      expect(fieldsOf((await asAdmin(shop).put('/api/products/abc', aProduct()).expect(400)).body)).toEqual(['id']);
      await shop.http().put('/api/products/1').send(aProduct()).expect(401);
      await shop.http().put('/api/products/1').set('Authorization', bearer(shop.userToken)).send(aProduct()).expect(403);
    });
  });

  describe('DELETE /api/products/:id', () => {
    it('deletes a product with its variants, so their SKUs are free again', async () => {
      const doomed = await createProduct(shop, { name: 'Doomed', has_variants: true, variants: [aVariant({ sku: 'DOOMED-1' })] });
      await shop.http().delete(`/api/products/${doomed.id}`).expect(401);
      expect((await asAdmin(shop).delete(`/api/products/${doomed.id}`).expect(200)).body).toEqual({ data: { id: doomed.id } });
      await asAdmin(shop).get(`/api/products/admin/${doomed.id}`).expect(404);
      await asAdmin(shop).delete(`/api/products/${doomed.id}`).expect(404);
      await createProduct(shop, { name: 'Reborn', has_variants: true, variants: [aVariant({ sku: 'DOOMED-1' })] });
    });
  });

  describe('admin reads', () => {
    let hidden: { id: number };
    let inactive: { id: number };

    beforeAll(async () => {
      hidden = await createProduct(shop, {
        name: 'Zz hidden goal',
        is_visible: false,
        categories: [{ id: tennis.id }],
        is_recommended: true,
      });
      inactive = await createProduct(shop, { name: 'Zz inactive net', is_active: false, stock_quantity: 0 });
    });

    it('reads hidden and inactive products by id for admins only', async () => {
      expect((await asAdmin(shop).get(`/api/products/admin/${hidden.id}`).expect(200)).body.data.is_visible).toBe(false);
      await asAdmin(shop).get(`/api/products/admin/${inactive.id}`).expect(200);
      await shop.http().get(`/api/products/admin/${hidden.id}`).expect(401);
      await shop.http().get(`/api/products/admin/${hidden.id}`).set('Authorization', bearer(shop.userToken)).expect(403);
    });

    it('lists every product with ra-data-simple-rest sort, range and Content-Range', async () => {
      const res = await asAdmin(shop).get('/api/products/admin?sort=["name","DESC"]&range=[0,1]').expect(200);
      expect(res.body.data.map((p: { name: string }) => p.name)).toEqual(['Zz inactive net', 'Zz hidden goal']);
      expect(res.headers['content-range']).toMatch(/^products 0-1\/\d+$/);
      expect(Number(res.headers['content-range'].split('/')[1])).toBe(res.body.total);
    });

    it('filters by status, flags, category, text and ids', async () => {
      const ids = async (filter: object) =>
        (
          await asAdmin(shop)
            .get(`/api/products/admin?filter=${encodeURIComponent(JSON.stringify(filter))}`)
            .expect(200)
        ).body.data.map((p: { id: number }) => p.id);
      expect(await ids({ status: 'hidden' })).toEqual([hidden.id]);
      expect(await ids({ status: 'inactive' })).toEqual([inactive.id]);
      expect(await ids({ is_visible: false, category_id: tennis.id })).toEqual([hidden.id]);
      expect(await ids({ q: 'ZZ HIDDEN' })).toEqual([hidden.id]);
      expect(await ids({ is_recommended: 'true', status: 'hidden' })).toEqual([hidden.id]);
      expect((await ids({ id: [inactive.id, hidden.id] })).sort()).toEqual([hidden.id, inactive.id].sort());
    });

    it.each([
      ['filter={"status":"gone"}', 'filter.status'],
      ['filter={"is_active":"perhaps"}', 'filter.is_active'],
      ['filter={"category_id":"x"}', 'filter.category_id'],
      ['filter={"colour":"red"}', 'filter'],
      ['sort=["password","ASC"]', 'sort'],
    ])('refuses %s naming %s', async (query, field) => {
      expect(fieldsOf((await asAdmin(shop).get(`/api/products/admin?${query}`).expect(400)).body)).toContain(field);
    });

    it('needs an admin token for the list and the stats', async () => {
      await shop.http().get('/api/products/admin').expect(401);
      await shop.http().get('/api/products/admin').set('Authorization', bearer(shop.userToken)).expect(403);
      await shop.http().get('/api/products/stats').expect(401);
      await shop.http().get('/api/products/stats').set('Authorization', bearer(shop.userToken)).expect(403);
    });

    it('counts products by state in the stats', async () => {
      const list = (await asAdmin(shop).get('/api/products/admin?range=[0,99]').expect(200)).body.data as Array<Record<string, unknown>>;
      const count = (test: (p: Record<string, unknown>) => boolean) => list.filter(test).length;
      const stats = (await asAdmin(shop).get('/api/products/stats').expect(200)).body.data;
      expect(stats).toEqual({
        total: list.length,
        active: count((p) => p.is_active === true),
        inactive: count((p) => p.is_active === false),
        visible: count((p) => p.is_visible === true),
        hidden: 1,
        recommended: 1,
        discounted: count((p) => p.discount_percentage !== 0),
        out_of_stock: count((p) => p.in_stock === false),
      });
      expect(stats.out_of_stock).toBeGreaterThanOrEqual(1);
      expect(stats.discounted).toBeGreaterThanOrEqual(1);
    });
  });
});
