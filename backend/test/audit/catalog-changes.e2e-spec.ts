import { aCategory, aProduct, aSizeTemplate, aVariant, asAdmin, createCategory, createProduct } from '../catalog/fixtures';
import { startTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { auditRecords, expectNothingSecret } from './fixtures';

describe('audit log: catalog changes', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('records a price change with the price before and after, who made it and from where', async () => {
    const product = await createProduct(shop, { name: 'Audit ball', price: 129.9 });
    await asAdmin(shop)
      .put(`/api/products/${product.id}`, aProduct({ name: 'Audit ball', price: 99.9 }))
      .expect(200);

    const records = await auditRecords(shop, { entity_type: 'product', entity_id: String(product.id) });
    expect(records.map((r) => r.action)).toEqual(['update', 'create']);
    const [update, create] = records;
    expect(update).toMatchObject({
      staff_email: TEST_ADMIN.email,
      staff_role: 'admin',
      staff_id: expect.any(Number),
      address: expect.stringMatching(/127\.0\.0\.1|::1/),
      changes: { price: { before: 129.9, after: 99.9 } },
    });
    expect(Object.keys(update.changes)).toEqual(['price']);
    expect(create.changes).toMatchObject({ name: { before: null, after: 'Audit ball' }, price: { before: null, after: 129.9 } });
    expectNothingSecret(records);
  });

  it("records a variant's stock change on the variant", async () => {
    const product = await createProduct(shop, {
      name: 'Boots',
      has_variants: true,
      variants: [aVariant({ sku: 'AUD-40', stock_quantity: 3 })],
    });
    const variantId = (product.variants as Array<{ id: number }>)[0].id;
    await asAdmin(shop)
      .put(
        `/api/products/${product.id}`,
        aProduct({ name: 'Boots', has_variants: true, variants: [aVariant({ id: variantId, sku: 'AUD-40', stock_quantity: 7 })] }),
      )
      .expect(200);
    const [record] = await auditRecords(shop, { entity_type: 'product-variant', entity_id: String(variantId), action: 'update' });
    expect(record.changes.stockQuantity).toEqual({ before: 3, after: 7 });
  });

  it('records a category created, renamed and deleted', async () => {
    const category = await createCategory(shop, { name: 'Audit tennis' });
    await asAdmin(shop)
      .put(`/api/categories/${category.id}`, aCategory({ name: 'Audit padel' }))
      .expect(200);
    await asAdmin(shop)
      .delete(`/api/categories/${category.id}`)
      .expect((res) => expect(res.status).toBeLessThan(300));
    const records = await auditRecords(shop, { entity_type: 'category', entity_id: String(category.id) });
    expect(records.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(records[1].changes.name).toEqual({ before: 'Audit tennis', after: 'Audit padel' });
    expect(records[0].changes.name).toEqual({ before: 'Audit padel', after: null });
  });

  it('records a size template changed', async () => {
    const created = await asAdmin(shop)
      .post('/api/size-templates', aSizeTemplate({ name: 'Audit sizes' }))
      .expect(201);
    const id = created.body.data.id;
    await asAdmin(shop)
      .put(`/api/size-templates/${id}`, aSizeTemplate({ name: 'Audit sizes', description: 'UK sizes' }))
      .expect(200);
    const [update] = await auditRecords(shop, { entity_type: 'size-template', entity_id: String(id), action: 'update' });
    expect(update.changes.description).toEqual({ before: 'EU sizes', after: 'UK sizes' });
  });
});
