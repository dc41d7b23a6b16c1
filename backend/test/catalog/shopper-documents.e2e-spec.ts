import { DataSource } from 'typeorm';
import { CatalogCounts } from '../../src/modules/catalog/infrastructure/catalog-counts';
import { ShopperProductDocuments } from '../../src/modules/catalog/infrastructure/shopper-product-documents';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aCheckout, aLine, placeOrder } from '../ordering/fixtures';
import { aCategory, aProduct, asAdmin, aVariant, createCategory, createProduct } from './fixtures';

/**
 * Shoppers read products from documents rendered when the product changes. Whatever changed,
 * the stored answer must be the answer a rendering from the tables gives at that moment: the
 * test reads each product from its document, then deletes the documents (the catalog then
 * renders per request) and reads again.
 */
describe('Shopper product documents (catalog)', () => {
  let shop: TestApp;
  let dataSource: DataSource;
  let football: { id: number; slug: string };
  let running: { id: number; slug: string };
  let ball: { id: number };
  let shoes: { id: number };

  // Error bodies carry their own request's id; the rest must be the same.
  const withoutRequestId = ({ requestId: _id, ...body }: Record<string, unknown>) => body;
  const publicAnswers = async (ids: number[]) => {
    const answers: Record<string, unknown> = {};
    for (const lang of ['he', 'ru', 'en']) {
      for (const id of ids) answers[`${id}/${lang}`] = withoutRequestId((await shop.http().get(`/api/products/${id}?lang=${lang}`)).body);
      answers[`list/${lang}`] = (await shop.http().get(`/api/products?lang=${lang}`).expect(200)).body;
      answers[`category/${lang}`] = (await shop.http().get(`/api/categories/by-slug/${running.slug}/products?lang=${lang}`)).body;
    }
    return answers;
  };

  /**
   * The stored answers, then the same reads with no document and no kept count at all, which
   * render and count from the product tables.
   */
  async function expectDocumentsCurrent(): Promise<void> {
    const ids = [ball.id, shoes.id];
    const stored = await publicAnswers(ids);
    await dataSource.query('DELETE FROM product_documents');
    await dataSource.query('DELETE FROM catalog_counts');
    const live = await publicAnswers(ids);
    expect(stored).toEqual(live);
    await shop.app.get(ShopperProductDocuments).catchUp();
    await shop.app.get(CatalogCounts).recount();
  }

  beforeAll(async () => {
    // The micro-cache would answer from memory after the writes made in SQL here.
    shop = await startTestApp({ env: { CATALOG_CACHE: 'false' } });
    dataSource = shop.app.get(DataSource);
    football = await createCategory(shop, { name: 'Football', translations: [{ language: 'he', name: 'כדורגל' }] });
    running = await createCategory(shop, { name: 'Running' });
    ball = await createProduct(shop, {
      name: 'Match ball',
      price: 120,
      categories: [{ id: football.id }, { id: running.id }],
      translations: [
        { language: 'he', name: 'כדור משחק' },
        { language: 'ru', name: 'Мяч' },
      ],
      images: [{ url: 'ball-a.jpg' }, { url: 'ball-b.jpg', is_primary: true }],
    });
    shoes = await createProduct(shop, {
      name: 'Trail shoes',
      price: 400,
      stock_quantity: 0,
      categories: [{ id: running.id }],
      has_variants: true,
      variants: [aVariant({ sku: 'SHOE-42', size: '42', stock_quantity: 5 }), aVariant({ sku: 'SHOE-43', size: '43', stock_quantity: 1 })],
    });
  });
  afterAll(() => shop.close());

  it('has a document in every language for every product, and serves it', async () => {
    const [{ count }] = await dataSource.query('SELECT COUNT(*) AS count FROM product_documents WHERE body IS NOT NULL');
    expect(Number(count)).toBe(2 * 3);
    await expectDocumentsCurrent();
  });

  it('follows an edit of the product', async () => {
    await expect(
      (
        await asAdmin(shop).put(
          `/api/products/${ball.id}`,
          aProduct({ name: 'Match ball pro', price: 150, has_discount: true, discount_price: 99, categories: [{ id: football.id }] }),
        )
      ).status,
    ).toBe(200);
    const answer = (await shop.http().get(`/api/products/${ball.id}?lang=en`).expect(200)).body.data;
    expect(answer).toMatchObject({
      name: 'Match ball pro',
      effective_price: 99,
      categories: [expect.objectContaining({ id: football.id })],
    });
    await expectDocumentsCurrent();
  });

  it('keeps the totals of the catalog and of each category as products go off sale and back', async () => {
    const totals = async () => ({
      all: (await shop.http().get('/api/products').expect(200)).body.total,
      running: (await shop.http().get(`/api/categories/by-slug/${running.slug}/products`).expect(200)).body.total,
    });
    expect(await totals()).toEqual({ all: 2, running: 1 });
    const hidden = aProduct({
      name: 'Trail shoes',
      price: 400,
      stock_quantity: 0,
      is_visible: false,
      categories: [{ id: running.id }],
      has_variants: true,
      variants: [aVariant({ sku: 'SHOE-42', size: '42', stock_quantity: 5 }), aVariant({ sku: 'SHOE-43', size: '43', stock_quantity: 1 })],
    });
    expect((await asAdmin(shop).put(`/api/products/${shoes.id}`, hidden)).status).toBe(200);
    expect(await totals()).toEqual({ all: 1, running: 0 });
    await expectDocumentsCurrent();
    expect(
      (
        await asAdmin(shop).put(`/api/products/${shoes.id}`, {
          ...hidden,
          is_visible: true,
          categories: [{ id: running.id }, { id: football.id }],
        })
      ).status,
    ).toBe(200);
    expect(await totals()).toEqual({ all: 2, running: 1 });
    await expectDocumentsCurrent();
  });

  it('follows stock taken by an order and given back when it is cancelled', async () => {
    const [size42] = await variantIds(shoes.id);
    const order = await placeOrder(shop, aCheckout([aLine(shoes, { variant_id: size42, quantity: 2 } as never)]));
    const after = (await shop.http().get(`/api/products/${shoes.id}?lang=he`).expect(200)).body.data;
    expect(after.total_stock).toBe(4);
    await expectDocumentsCurrent();
    await shop
      .http()
      .patch(`/api/orders/${order.id}/status`)
      .set('Authorization', bearer(shop.adminToken))
      .send({ status: 'cancelled' })
      .expect(200);
    expect((await shop.http().get(`/api/products/${shoes.id}?lang=he`).expect(200)).body.data.total_stock).toBe(6);
    await expectDocumentsCurrent();
  });

  it('follows a category renamed, switched off and deleted', async () => {
    const renaming = await asAdmin(shop).put(
      `/api/categories/${running.id}`,
      aCategory({ name: 'Trail running', slug: running.slug, translations: [{ language: 'ru', name: 'Бег' }] }),
    );
    expect(renaming.body).toMatchObject({ data: expect.anything() });
    const renamed = (await shop.http().get(`/api/products/${shoes.id}?lang=ru`).expect(200)).body.data;
    expect(renamed.categories).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Trail running', localized_name: 'Бег' })]));
    await expectDocumentsCurrent();

    await expect(
      (await asAdmin(shop).put(`/api/categories/${football.id}`, aCategory({ name: 'Football', slug: football.slug, is_active: false })))
        .status,
    ).toBe(200);
    expect((await shop.http().get(`/api/products/${ball.id}?lang=he`).expect(200)).body.data.categories).toEqual([]);
    await expectDocumentsCurrent();

    await expect((await asAdmin(shop).delete(`/api/categories/${running.id}`)).status).toBe(200);
    expect((await shop.http().get(`/api/products/${shoes.id}?lang=he`).expect(200)).body.data.categories).toEqual([]);
    running = await createCategory(shop, { name: 'Running again' });
    await expectDocumentsCurrent();
  });

  it('renders at start what was written behind its back, and serves it meanwhile', async () => {
    await dataSource.query('UPDATE products SET name = ? WHERE id = ?', ['Imported name', ball.id]);
    await dataSource.query('DELETE FROM product_documents WHERE product_id = ?', [ball.id]);
    // No document: rendered per request, already with the new name.
    expect((await shop.http().get(`/api/products/${ball.id}?lang=en`).expect(200)).body.data.name).toBe('Imported name');
    expect(await shop.app.get(ShopperProductDocuments).catchUp()).toBe(1);
    const [{ count }] = await dataSource.query('SELECT COUNT(*) AS count FROM product_documents WHERE product_id = ?', [ball.id]);
    expect(Number(count)).toBe(3);
    await expectDocumentsCurrent();
  });

  it('renders again at start the documents another release rendered', async () => {
    await dataSource.query('UPDATE product_documents SET format = 0, body = ?', ['{"stale":true}']);
    // Another format is never served: the product is rendered per request meanwhile.
    expect((await shop.http().get(`/api/products/${ball.id}?lang=he`).expect(200)).body.data.id).toBe(ball.id);
    expect(await shop.app.get(ShopperProductDocuments).catchUp()).toBe(2);
    const [{ stale }] = await dataSource.query("SELECT COUNT(*) AS stale FROM product_documents WHERE format = 0 OR body LIKE '%stale%'");
    expect(Number(stale)).toBe(0);
    await expectDocumentsCurrent();
  });

  it('drops the documents of a deleted product', async () => {
    await expect((await asAdmin(shop).delete(`/api/products/${shoes.id}`)).status).toBe(200);
    const [{ count }] = await dataSource.query('SELECT COUNT(*) AS count FROM product_documents WHERE product_id = ?', [shoes.id]);
    expect(Number(count)).toBe(0);
    await shop.http().get(`/api/products/${shoes.id}?lang=he`).expect(404);
  });

  async function variantIds(productId: number): Promise<number[]> {
    const rows: Array<{ id: number }> = await dataSource.query('SELECT id FROM product_variants WHERE product_id = ? ORDER BY id', [
      productId,
    ]);
    return rows.map((r) => Number(r.id));
  }
});
