import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { aProduct, aVariant, asAdmin, createCategory, createProduct, Payload } from './fixtures';

type Row = Record<string, string>;

/** The catalog as staff see it in the back office, for before/after comparisons. */
async function catalogOf(shop: TestApp): Promise<unknown[]> {
  const res = await asAdmin(shop).get('/api/products/admin?range=[0,99]&sort=["id","ASC"]').expect(200);
  // Gallery rows are replaced with the product on every save (the product form does the same): their ids are new.
  return res.body.data.map((p: Payload & { images: Array<Payload> }) => {
    const { updated_at: _u, created_at: _c, ...rest } = p;
    return { ...rest, images: p.images.map(({ id: _id, ...image }) => image) };
  });
}

describe('products CSV: export, import dry run and apply', () => {
  let shop: TestApp;
  let football: { id: number; slug: string };
  let boots: { id: number; slug: string };

  const download = async (): Promise<{ text: string; rows: Row[] }> => {
    const res = await shop.http().get('/api/products/export').set('Authorization', bearer(shop.adminToken)).buffer(true).expect(200);
    return { text: res.text, rows: parse(res.text, { bom: true, columns: true }) };
  };
  const upload = (csv: string | Buffer, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    shop
      .http()
      .post('/api/products/import')
      .query(query)
      .set('Authorization', bearer(shop.adminToken))
      .set(headers)
      .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'), { filename: 'products.csv', contentType: 'text/csv' });
  const csvOf = (rows: Row[]) => '\uFEFF' + stringify(rows, { header: true, record_delimiter: 'windows' });

  beforeAll(async () => {
    shop = await startTestApp();
    football = await createCategory(shop, { name: 'Football' });
    boots = await createCategory(shop, { name: 'Boots' });
    await createProduct(
      shop,
      aProduct({
        name: 'Match ball',
        description: 'Size 5, "pro" grade,\nhand stitched',
        price: 149.9,
        has_discount: true,
        discount_price: 119.9,
        stock_quantity: 12,
        category_ids: [football.id],
        image_url: '/uploads/ball.jpg',
        images: [{ url: '/uploads/ball-2.jpg', is_primary: true }, { url: '/uploads/ball-3.jpg' }],
        translations: [
          { language: 'he', name: 'כדור משחק', description: 'מידה 5, תפור ביד' },
          { language: 'ru', name: 'Мяч игровой', description: 'Размер 5; сшит вручную' },
        ],
      }),
    );
    await createProduct(
      shop,
      aProduct({
        name: 'Boots',
        price: 320,
        stock_quantity: 0,
        category_ids: [boots.id, football.id],
        has_variants: true,
        variants: [
          aVariant({ sku: 'BOOT-40', size: '40', stock_quantity: 4, price_modifier: 0 }),
          aVariant({ sku: 'BOOT-41', size: '41', color: 'שחור', stock_quantity: 2, price_modifier: 10.5 }),
        ],
        translations: [{ language: 'ru', name: 'Бутсы', description: null }],
      }),
    );
  });
  afterAll(() => shop.close());

  it('exports every product with its translations and one row per variant, BOM, two decimals', async () => {
    const { text, rows } = await download();
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(rows).toHaveLength(3);
    const ball = rows.find((r) => r.name === 'Match ball')!;
    expect(ball).toMatchObject({
      name_he: 'כדור משחק',
      name_ru: 'Мяч игровой',
      description: 'Size 5, "pro" grade,\nhand stitched',
      price: '149.90',
      has_discount: 'yes',
      discount_price: '119.90',
      categories: football.slug,
      images: '/uploads/ball-2.jpg /uploads/ball-3.jpg',
      variant_sku: '',
    });
    const bootRows = rows.filter((r) => r.name === 'Boots');
    expect(bootRows.map((r) => [r.variant_sku, r.variant_size, r.variant_color, r.variant_price_modifier])).toEqual([
      ['BOOT-40', '40', '', '0.00'],
      ['BOOT-41', '41', 'שחור', '10.50'],
    ]);
    expect(bootRows[0].categories.split('|').sort()).toEqual([boots.slug, football.slug].sort());
  });

  it('reads back its own export without changing the catalog, Hebrew and Russian included', async () => {
    const before = await catalogOf(shop);
    const { text } = await download();
    const dry = await upload(text).expect(200);
    expect(dry.body.data).toMatchObject({
      applied: false,
      rows: 3,
      products: 2,
      created: 0,
      updated: 0,
      unchanged: 2,
      changes: [],
      errors: [],
    });
    const applied = await upload(text, { mode: 'apply', confirm: '0' }).expect(200);
    expect(applied.body.data).toMatchObject({ applied: true, updated: 0, unchanged: 2, errors: [] });
    expect(await catalogOf(shop)).toEqual(before);
    expect((await download()).text).toBe(text);
  });

  it('reports each problem by row and column in the interface’s language, and a dry run changes nothing', async () => {
    const before = await catalogOf(shop);
    const { rows } = await download();
    const broken = [
      { ...rows[0], price: 'abc' },
      { ...rows[1], variant_stock_quantity: '-3' },
      rows[2],
      { ...rows[0], slug: 'new-ball', name: 'New ball', categories: 'no-such-category', is_active: 'maybe' },
      { ...rows[0], slug: 'cheap-ball', name: 'Cheap ball', has_discount: 'yes', discount_price: '500.00' },
    ];
    const he = await upload(csvOf(broken), { lang: 'he' }).expect(200);
    const report = he.body.data;
    expect(report.applied).toBe(false);
    expect(report.errors.map((e: Row) => [e.row, e.column, e.code])).toEqual([
      [2, 'price', 'NOT_AN_AMOUNT'],
      [3, 'variant_stock_quantity', 'NOT_A_COUNT'],
      [5, 'is_active', 'NOT_YES_NO'],
      [6, 'discount_price', 'DISCOUNT_NOT_BELOW_PRICE'],
    ]);
    expect(report.errors[0].message).toBe('„abc” אינו סכום (למשל 149.90)');
    const ru = await upload(csvOf(broken), {}, { 'Accept-Language': 'ru-RU,ru;q=0.9' }).expect(200);
    expect(ru.body.data.errors[0].message).toBe('«abc» — не сумма (например, 149.90)');
    expect(ru.body.data.errors[3].message).toBe('Цена со скидкой должна быть ниже цены');
    const unknownCategory = await upload(csvOf([{ ...rows[0], slug: 'new-ball', name: 'New ball', categories: 'no-such-category' }]), {
      lang: 'en',
    }).expect(200);
    expect(unknownCategory.body.data.errors).toEqual([
      { row: 2, column: 'categories', code: 'UNKNOWN_CATEGORY', message: 'No category has the slug “no-such-category”' },
    ]);
    expect(await catalogOf(shop)).toEqual(before);
  });

  it('reports SKUs and slugs repeated in the file', async () => {
    const { rows } = await download();
    const ball = rows.find((r) => r.name === 'Match ball')!;
    const res = await upload(
      csvOf([
        { ...ball, slug: 'ball-b', name: 'Ball B', has_variants: 'yes', variant_sku: 'NEW-SKU-1', variant_stock_quantity: '1' },
        { ...ball, slug: 'ball-b', name: 'Ball B', has_variants: 'yes', variant_sku: 'new-sku-1', variant_stock_quantity: '1' },
        { ...ball, slug: 'ball-c', name: 'Ball C' },
        { ...ball, slug: 'ball-b', name: 'Ball B again' },
      ]),
      { lang: 'en' },
    ).expect(200);
    expect(res.body.data.errors).toEqual([
      { row: 3, column: 'variant_sku', code: 'SKU_REPEATED', message: 'The SKU “new-sku-1” also appears in row 2 of this file' },
      {
        row: 5,
        column: 'slug',
        code: 'SLUG_REPEATED',
        message: 'The slug “ball-b” is already used by row 2 of this file: give each product once',
      },
    ]);
  });

  it('applies all or nothing: a file with one bad row changes nothing, the fixed file creates and updates', async () => {
    const before = await catalogOf(shop);
    const { rows } = await download();
    const ball = rows.find((r) => r.name === 'Match ball')!;
    const changed: Row[] = [
      { ...ball, price: '139.90', name_ru: 'Мяч игровой (новый)' },
      {
        ...ball,
        slug: 'training-ball',
        name: 'Training ball',
        name_he: 'כדור אימון',
        name_ru: 'Тренировочный мяч',
        price: '59.9',
        has_discount: 'no',
        stock_quantity: 'x',
      },
    ];
    const refused = await upload(csvOf(changed), { mode: 'apply', confirm: '2', lang: 'en' }).expect(422);
    expect(refused.body.data).toMatchObject({ applied: false, errors: [{ row: 3, column: 'stock_quantity', code: 'NOT_A_COUNT' }] });
    expect(await catalogOf(shop)).toEqual(before);

    changed[1].stock_quantity = '7';
    const applied = await upload(csvOf(changed), { mode: 'apply', confirm: '2' });
    expect(applied.body.data.errors).toEqual([]);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true, created: 1, updated: 1, errors: [] });
    const after = await asAdmin(shop).get('/api/products/admin?range=[0,99]&sort=["id","ASC"]').expect(200);
    const training = after.body.data.find((p: Payload) => p.slug === 'training-ball');
    expect(training).toMatchObject({ name: 'Training ball', price: 59.9, stock_quantity: 7 });
    expect(training.translations).toEqual(expect.arrayContaining([expect.objectContaining({ language: 'he', name: 'כדור אימון' })]));
    const updated = after.body.data.find((p: Payload) => p.slug === ball.slug);
    expect(updated.price).toBe(139.9);
    expect(updated.translations).toEqual(
      expect.arrayContaining([expect.objectContaining({ language: 'ru', name: 'Мяч игровой (новый)' })]),
    );
  });

  it('reads a file saved by Excel with semicolons and decimal commas', async () => {
    const csv = '\uFEFFslug;name;price;stock_quantity\r\nsemicolon-ball;Semicolon ball;"12,50";3\r\n';
    const res = await upload(csv, { lang: 'en' }).expect(200);
    expect(res.body.data).toMatchObject({ products: 1, created: 1, errors: [] });
  });

  it('refuses a file without a column that finds products, without a file, and callers who are not admins', async () => {
    const res = await upload('title,cost\r\nBall,10\r\n', { lang: 'en' }).expect(200);
    expect(res.body.data.errors.map((e: Row) => [e.row, e.column, e.code])).toEqual([[1, 'slug', 'MISSING_COLUMN']]);
    const missing = await shop.http().post('/api/products/import').set('Authorization', bearer(shop.adminToken)).expect(400);
    expect(missing.body.errors[0].field).toBe('file');
    await shop.http().get('/api/products/export').expect(401);
  });
});
