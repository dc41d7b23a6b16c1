import { bearer, startTestApp, TestApp } from '../support/test-app';
import { asAdmin, aSizeTemplate, createProduct, fieldsOf } from './fixtures';

describe('size templates (catalog)', () => {
  let shop: TestApp;
  let boots: { id: number };

  beforeAll(async () => {
    shop = await startTestApp();
    boots = (await asAdmin(shop).post('/api/size-templates', aSizeTemplate()).expect(201)).body.data;
    await asAdmin(shop)
      .post(
        '/api/size-templates',
        aSizeTemplate({
          name: 'Shirts',
          category: 'clothing',
          sizes: [{ size: 'M' }],
          colors: [{ color_name: 'Red' }, { color_name: 'Navy blue', sku_suffix: 'NB' }],
          translations: [],
        }),
      )
      .expect(201);
  });
  afterAll(() => shop.close());

  it('needs an admin token everywhere', async () => {
    await shop.http().get('/api/size-templates').expect(401);
    await shop.http().get('/api/size-templates').set('Authorization', bearer(shop.userToken)).expect(403);
    await shop.http().get(`/api/size-templates/${boots.id}`).expect(401);
    await shop.http().post('/api/size-templates').send(aSizeTemplate()).expect(401);
    await shop.http().put(`/api/size-templates/${boots.id}`).set('Authorization', bearer(shop.userToken)).send(aSizeTemplate()).expect(403);
    await shop.http().delete(`/api/size-templates/${boots.id}`).expect(401);
    await shop.http().post(`/api/size-templates/${boots.id}/apply`).send({}).expect(401);
  });

  it('creates a template with defaults filled in (no stock unless staff typed some)', async () => {
    const res = await asAdmin(shop).get(`/api/size-templates/${boots.id}?lang=ru`).expect(200);
    expect(res.body.data).toMatchObject({
      name: 'Adult boots',
      category: 'footwear',
      variant: 'size',
      localized_name: 'Бутсы для взрослых',
      localized_description: 'Размеры EU',
      sizes: [
        { size: '40', sku_suffix: '40', default_stock: 5, is_default_active: true },
        { size: '41', sku_suffix: '41', default_stock: 0, is_default_active: false },
        { size: '42', sku_suffix: '42', default_stock: 0, is_default_active: true },
      ],
      colors: [],
    });
    expect((await asAdmin(shop).get(`/api/size-templates/${boots.id}?lang=he`).expect(200)).body.data.localized_name).toBe('Adult boots');
  });

  it('lists templates with Content-Range and filters by category and text', async () => {
    const all = await asAdmin(shop).get('/api/size-templates').expect(200);
    expect(all.headers['content-range']).toBe('size-templates 0-1/2');
    expect(all.body.data.map((t: { name: string }) => t.name)).toEqual(['Adult boots', 'Shirts']);
    const clothing = await asAdmin(shop).get('/api/size-templates?filter={"category":"clothing"}').expect(200);
    expect(clothing.body.data.map((t: { name: string }) => t.name)).toEqual(['Shirts']);
    const russian = await asAdmin(shop)
      .get(`/api/size-templates?filter=${encodeURIComponent('{"q":"бутсы"}')}`)
      .expect(200);
    expect(russian.body.data.map((t: { id: number }) => t.id)).toEqual([boots.id]);
    expect(fieldsOf((await asAdmin(shop).get('/api/size-templates?filter={"category":"hats"}').expect(400)).body)).toEqual([
      'filter.category',
    ]);
  });

  it.each([
    [{ name: 'A' }, 'name'],
    [{ category: 'hats' }, 'category'],
    [{ sizes: [{ size: ' ' }] }, 'sizes.0.size'],
    [{ sizes: [{ size: '40', default_stock: -1 }] }, 'sizes.0.default_stock'],
    [{ colors: [{ sku_suffix: 'R' }] }, 'colors.0.color_name'],
    [{ translations: [{ language: 'ru', name: '' }] }, 'translations.0.name'],
    [{ translations: [{ language: 'xx', name: 'Обувь' }] }, 'translations.0.language'],
  ])('refuses %j naming %s', async (fields, field) => {
    const res = await asAdmin(shop).post('/api/size-templates', aSizeTemplate(fields)).expect(400);
    expect(fieldsOf(res.body)).toContain(field);
  });

  it('replaces a template, 404 for an unknown one and 400 for a bad id', async () => {
    const created = (
      await asAdmin(shop)
        .post('/api/size-templates', aSizeTemplate({ name: 'Gloves' }))
        .expect(201)
    ).body.data;
    const res = await asAdmin(shop)
      .put(
        `/api/size-templates/${created.id}`,
        aSizeTemplate({ name: 'Boxing gloves', category: 'accessories', sizes: [], colors: [{ color_name: 'Black' }], translations: [] }),
      )
      .expect(200);
    expect(res.body.data).toMatchObject({
      name: 'Boxing gloves',
      category: 'accessories',
      variant: 'color',
      sizes: [],
      colors: [{ color_name: 'Black', sku_suffix: 'BLACK' }],
      translations: [],
    });
    await asAdmin(shop).put('/api/size-templates/99999', aSizeTemplate()).expect(404);
    expect(fieldsOf((await asAdmin(shop).get('/api/size-templates/nope').expect(400)).body)).toEqual(['id']);
    await asAdmin(shop).get('/api/size-templates/99999').expect(404);
  });

  it('deletes a template', async () => {
    const created = (
      await asAdmin(shop)
        .post('/api/size-templates', aSizeTemplate({ name: 'Temporary' }))
        .expect(201)
    ).body.data;
    expect((await asAdmin(shop).delete(`/api/size-templates/${created.id}`).expect(200)).body).toEqual({ data: { id: created.id } });
    await asAdmin(shop).get(`/api/size-templates/${created.id}`).expect(404);
    await asAdmin(shop).delete(`/api/size-templates/${created.id}`).expect(404);
  });

  describe('POST /api/size-templates/:id/apply', () => {
    it('answers one variant per active size, with SKUs for a new product, and saves nothing', async () => {
      const res = await asAdmin(shop).post(`/api/size-templates/${boots.id}/apply`, {}).expect(200);
      expect(res.body.data.has_variants).toBe(true);
      expect(res.body.data.variants).toEqual([
        {
          sku: expect.stringMatching(/^NEW-\d+-40$/),
          size: '40',
          color: null,
          material: null,
          stock_quantity: 5,
          price_modifier: 0,
          is_active: true,
        },
        {
          sku: expect.stringMatching(/^NEW-\d+-42$/),
          size: '42',
          color: null,
          material: null,
          stock_quantity: 0,
          price_modifier: 0,
          is_active: true,
        },
      ]);
    });

    it('pairs sizes and colours and uses the product id in SKUs', async () => {
      const product = await createProduct(shop, { name: 'Shirt' });
      const shirts = (await asAdmin(shop).get('/api/size-templates?filter={"category":"clothing"}').expect(200)).body.data[0];
      const res = await asAdmin(shop).post(`/api/size-templates/${shirts.id}/apply`, { product_id: product.id }).expect(200);
      expect(
        res.body.data.variants.map((v: { sku: string; size: string; color: string }) => [
          v.size,
          v.color,
          v.sku.replace(/-\d{10,}-/, '-T-'),
        ]),
      ).toEqual([
        ['M', 'Red', `${product.id}-T-M-RED`],
        ['M', 'Navy blue', `${product.id}-T-M-NB`],
      ]);
      const saved = (await asAdmin(shop).get(`/api/products/admin/${product.id}`).expect(200)).body.data;
      expect(saved.variants).toEqual([]);
    });

    it('answers 404 for an unknown template or product and 400 for a bad product_id', async () => {
      await asAdmin(shop).post('/api/size-templates/99999/apply', {}).expect(404);
      const res = await asAdmin(shop).post(`/api/size-templates/${boots.id}/apply`, { product_id: 99999 }).expect(404);
      expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
      expect(fieldsOf((await asAdmin(shop).post(`/api/size-templates/${boots.id}/apply`, { product_id: 'x' }).expect(400)).body)).toContain(
        'product_id',
      );
    });
  });
});
