import { aCategory, aProduct, aSizeTemplate, aVariant, asAdmin, createCategory, createProduct, Payload } from '../catalog/fixtures';
import { bearer, startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { auditRecords } from './fixtures';

const hebrewBall = { language: 'he', name: 'כדור משחק', description: 'כדור עור מידה 5' };
const russianBall = { language: 'ru', name: 'Мяч', description: 'Кожаный мяч, размер 5' };

describe("audit log: a product's translations, pictures, categories and variants", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const aBall = (fields: Payload = {}) =>
    aProduct({ name: 'Audit match ball', translations: [hebrewBall, russianBall], images: [{ url: '/uploads/ball-1.jpg' }], ...fields });

  it("records a creation with its translations, and a change of one language's name alone as one update with that name", async () => {
    const product = await createProduct(shop, aBall());
    const [create] = await auditRecords(shop, { entity_type: 'product', entity_id: String(product.id) });
    expect(create.action).toBe('create');
    expect(create.changes).toMatchObject({
      name: { before: null, after: 'Audit match ball' },
      'translations.he.name': { before: null, after: 'כדור משחק' },
      'translations.ru.description': { before: null, after: 'Кожаный мяч, размер 5' },
      images: { before: null, after: ['/uploads/ball-1.jpg'] },
    });

    await asAdmin(shop)
      .put(`/api/products/${product.id}`, aBall({ translations: [{ ...hebrewBall, name: 'כדור משחק רשמי' }, russianBall] }))
      .expect(200);
    const records = await auditRecords(shop, { entity_type: 'product', entity_id: String(product.id) });
    expect(records.map((r) => r.action)).toEqual(['update', 'create']);
    expect(records[0]).toMatchObject({ staff_email: TEST_ADMIN.email, changes: {} });
    expect(records[0].changes).toEqual({ 'translations.he.name': { before: 'כדור משחק', after: 'כדור משחק רשמי' } });
  });

  it('records pictures, categories and a dropped language with their values before and after; the same product again adds nothing', async () => {
    const football = await createCategory(shop, { name: 'Audit football' });
    const product = await createProduct(shop, aBall());
    const changed = aBall({
      translations: [hebrewBall],
      images: [{ url: '/uploads/ball-2.jpg' }, { url: '/uploads/ball-1.jpg' }],
      category_ids: [football.id],
    });
    await asAdmin(shop).put(`/api/products/${product.id}`, changed).expect(200);
    await asAdmin(shop).put(`/api/products/${product.id}`, changed).expect(200);

    const records = await auditRecords(shop, { entity_type: 'product', entity_id: String(product.id) });
    expect(records.map((r) => r.action)).toEqual(['update', 'create']);
    expect(records[0].changes).toEqual({
      'translations.ru.name': { before: 'Мяч', after: null },
      'translations.ru.description': { before: 'Кожаный мяч, размер 5', after: null },
      images: { before: ['/uploads/ball-1.jpg'], after: ['/uploads/ball-2.jpg', '/uploads/ball-1.jpg'] },
      category_ids: { before: [], after: [football.id] },
    });
  });

  it("records a removed variant as deleted under its product, listed by the product's item filter with its other records", async () => {
    const product = await createProduct(shop, {
      name: 'Audit boots',
      has_variants: true,
      variants: [aVariant({ sku: 'AUDB-40', size: '40', stock_quantity: 4 }), aVariant({ sku: 'AUDB-41', size: '41', stock_quantity: 2 })],
    });
    const [kept, removed] = product.variants as Array<{ id: number; sku: string }>;
    await asAdmin(shop)
      .put(
        `/api/products/${product.id}`,
        aProduct({
          name: 'Audit boots',
          has_variants: true,
          variants: [aVariant({ id: kept.id, sku: 'AUDB-40', size: '40', stock_quantity: 6 })],
        }),
      )
      .expect(200);

    const [deleted] = await auditRecords(shop, { entity_type: 'product-variant', entity_id: String(removed.id) });
    expect(deleted).toMatchObject({ action: 'delete', parent: `product:${product.id}`, staff_email: TEST_ADMIN.email });
    expect(deleted.changes).toMatchObject({ sku: { before: 'AUDB-41', after: null }, stockQuantity: { before: 2, after: null } });

    const history = await auditRecords(shop, { item: `product:${product.id}` });
    const seen = history.map((r) => `${r.action} ${r.entity_type}:${r.entity_id}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        `create product:${product.id}`,
        `create product-variant:${kept.id}`,
        `update product-variant:${kept.id}`,
        `delete product-variant:${removed.id}`,
      ]),
    );
    const update = history.find((r) => r.entity_type === 'product-variant' && r.action === 'update')!;
    expect(update).toMatchObject({ parent: `product:${product.id}`, changes: { stockQuantity: { before: 4, after: 6 } } });
    // Another product's records stay out of it.
    const other = await createProduct(shop, { name: 'Audit other' });
    expect((await auditRecords(shop, { item: `product:${product.id}` })).length).toBe(history.length);
    expect((await auditRecords(shop, { item: `product:${other.id}` })).map((r) => r.entity_id)).toEqual([String(other.id)]);
  });

  it('refuses a malformed item filter naming it', async () => {
    const res = await asAdmin(shop).get(`/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ item: 'product 12' }))}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('filter.item');
  });

  it("records a category's and a size template's translation change as one update", async () => {
    const category = await createCategory(shop, { name: 'Audit tennis' });
    await asAdmin(shop)
      .put(
        `/api/categories/${category.id}`,
        aCategory({
          name: 'Audit tennis',
          translations: [
            { language: 'ru', name: 'Теннис', description: 'Мячи и бутсы' },
            { language: 'he', name: 'כדורגל', description: 'כדורים ונעליים' },
          ],
        }),
      )
      .expect(200);
    const categoryRecords = await auditRecords(shop, { entity_type: 'category', entity_id: String(category.id) });
    expect(categoryRecords.map((r) => r.action)).toEqual(['update', 'create']);
    expect(categoryRecords[0].changes).toEqual({ 'translations.ru.name': { before: 'Футбол', after: 'Теннис' } });
    expect(categoryRecords[1].changes['translations.he.name']).toEqual({ before: null, after: 'כדורגל' });

    const created = await asAdmin(shop)
      .post('/api/size-templates', aSizeTemplate({ name: 'Audit sizes' }))
      .expect(201);
    const id = created.body.data.id;
    await asAdmin(shop)
      .put(
        `/api/size-templates/${id}`,
        aSizeTemplate({ name: 'Audit sizes', translations: [{ language: 'ru', name: 'Бутсы', description: 'Размеры EU' }] }),
      )
      .expect(200);
    const [update] = await auditRecords(shop, { entity_type: 'size-template', entity_id: String(id), action: 'update' });
    expect(update.changes).toEqual({ 'translations.ru.name': { before: 'Бутсы для взрослых', after: 'Бутсы' } });
  });

  it('records a CSV import as one import record, with each product row it saves', async () => {
    const csv = '\uFEFFslug;name;price;stock_quantity\r\naudit-import-ball;Audit import ball;"12,50";3\r\n';
    await shop
      .http()
      .post('/api/products/import')
      .query({ mode: 'apply', confirm: '1', lang: 'en' })
      .set('Authorization', bearer(shop.adminToken))
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'products.csv', contentType: 'text/csv' })
      .expect(200);
    const [imported] = await auditRecords(shop, { entity_type: 'product', action: 'import' });
    expect(imported).toMatchObject({
      staff_email: TEST_ADMIN.email,
      changes: { created: { before: null, after: 1 }, updated: { before: null, after: 0 } },
    });
    const [created] = await auditRecords(shop, { entity_type: 'product', action: 'create' });
    expect(created.changes.name).toEqual({ before: null, after: 'Audit import ball' });
  });
});
