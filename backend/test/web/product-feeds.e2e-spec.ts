import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DataSource } from 'typeorm';
import { ProductEntity } from '../../src/modules/catalog/infrastructure/product.entity';
import { ProductVariantEntity } from '../../src/modules/catalog/infrastructure/product-variant.entity';
import { insertDemoRows } from '../../src/demo/demo-inserts';
import { ChangeGeneration } from '../../src/shared/cache/change-generation';
import { bearer, startTestApp, TestApp } from '../support/test-app';

type Item = Record<string, unknown> & { 'g:id': string; link: string; 'g:price': string; 'g:availability': string };

const GOOGLE_REQUIRED = ['g:id', 'g:item_group_id', 'title', 'description', 'link', 'g:availability', 'g:price', 'g:shipping'];
const ZAP_REQUIRED = ['PRODUCT_URL', 'PRODUCT_NAME', 'CATALOG_NUMBER', 'CURRENCY', 'PRICE', 'SHIPMENT_COST', 'DELIVERY_TIME', 'TAX'];

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => ['item', 'PRODUCT'].includes(name) });

/** The feed's XML, checked well-formed by a real parser, as an object. */
function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

/** `<id> <field>` for each required field an entry lacks or leaves empty: one assertion over thousands of items. */
function missingFields(entries: Record<string, unknown>[], required: string[], id: string): string[] {
  return entries.flatMap((entry) =>
    required.filter((field) => [undefined, null, ''].includes(entry[field] as string)).map((field) => `${entry[id]} ${field}`),
  );
}

/** The shopping feeds (Google Merchant Center in Hebrew and Russian, Zap) of the demo catalog and of products changed by staff. */
describe('product feeds', () => {
  let shop: TestApp;
  const unique = Date.now();
  const admin = () => bearer(shop.adminToken);

  const feed = async (path: string) => {
    const res = await shop.http().get(path).expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return parse(res.text);
  };
  const googleItems = async (path = '/feeds/google-merchant.xml') => ((await feed(path)).rss.channel.item ?? []) as Item[];
  const product = (extra: object = {}) => ({
    name: `Feed product ${unique} & <Co> "quoted" 🏀`,
    description: '**Bold** text',
    price: 100,
    stock_quantity: 3,
    ...extra,
  });
  const create = async (extra: object) =>
    (await shop.http().post('/api/products').set('Authorization', admin()).send(product(extra)).expect(201)).body.data.id as number;

  beforeAll(async () => {
    shop = await startTestApp({ demoData: true });
  });
  afterAll(() => shop.close());

  it('answers the demo catalog as Google feeds in both languages and a Zap feed, each item with every required field', async () => {
    const hebrew = await googleItems();
    expect(hebrew.length).toBeGreaterThan(20);
    for (const item of hebrew) {
      for (const field of GOOGLE_REQUIRED) expect([item['g:id'], field, item[field]]).toEqual([item['g:id'], field, expect.anything()]);
      expect(item['g:price']).toMatch(/^\d+\.\d{2} ILS$/);
      expect(['in_stock', 'out_of_stock']).toContain(item['g:availability']);
      expect(item.link).toMatch(/^http:\/\/shop\.test\/product\/\d+$/);
      expect(String(item['g:image_link'] ?? 'http://')).toMatch(/^https?:\/\//);
      expect(item['g:id'].length).toBeLessThanOrEqual(50);
    }
    // Ids are unique and stable: the same on the next read.
    const ids = hebrew.map((item) => item['g:id']);
    expect(new Set(ids).size).toBe(ids.length);

    const russian = await googleItems('/feeds/google-merchant-ru.xml');
    expect(russian.map((item) => item['g:id'])).toEqual(ids);
    for (const item of russian) expect(item.link).toMatch(/^http:\/\/shop\.test\/ru\/product\/\d+$/);

    const zap = (await feed('/feeds/zap.xml')).STORE;
    expect(zap['@_URL']).toBe('http://shop.test');
    expect(zap['@_DATE']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const products = zap.PRODUCTS.PRODUCT as Record<string, string>[];
    expect(products.length).toBeGreaterThan(10);
    for (const product of products) {
      for (const field of ZAP_REQUIRED)
        expect([product['@_NUM'], field, product[field]]).toEqual([product['@_NUM'], field, expect.anything()]);
      expect([...product.PRODUCT_NAME].length).toBeLessThanOrEqual(40);
    }
  });

  it('escapes names and shows a price staff change at once, a product out of stock as out_of_stock', async () => {
    const id = await create({});
    let [item] = (await googleItems()).filter((entry) => entry['g:id'] === String(id));
    expect(item).toMatchObject({ title: `Feed product ${unique} & <Co> "quoted" 🏀`, description: 'Bold text', 'g:price': '100.00 ILS' });
    expect(item['g:availability']).toBe('in_stock');

    await shop
      .http()
      .put(`/api/products/${id}`)
      .set('Authorization', admin())
      .send(product({ price: 149.9, stock_quantity: 0 }))
      .expect(200);
    [item] = (await googleItems()).filter((entry) => entry['g:id'] === String(id));
    expect(item['g:price']).toBe('149.90 ILS');
    expect(item['g:availability']).toBe('out_of_stock');
  });

  it('lists each active variant as an item of its product group', async () => {
    const id = await create({
      has_variants: true,
      variants: [
        { sku: `FEED-${unique}-S`, size: 'S', color: 'Black', stock_quantity: 2, price_modifier: 0 },
        { sku: `FEED-${unique}-M`, size: 'M', color: 'Black', stock_quantity: 0, price_modifier: 10 },
      ],
    });
    const items = (await googleItems()).filter((entry) => entry['g:item_group_id'] === String(id));
    expect(items.map((item) => [item['g:size'], item['g:availability'], item['g:price'], item['g:mpn']])).toEqual([
      ['S', 'in_stock', '100.00 ILS', `FEED-${unique}-S`],
      ['M', 'out_of_stock', '110.00 ILS', `FEED-${unique}-M`],
    ]);
  });

  it('leaves out hidden and inactive products', async () => {
    const hidden = await create({ is_visible: false });
    const inactive = await create({ is_active: false });
    const groups = (await googleItems()).map((item) => item['g:item_group_id']);
    expect(groups).not.toContain(String(hidden));
    expect(groups).not.toContain(String(inactive));
    const zap = (await feed('/feeds/zap.xml')).STORE.PRODUCTS.PRODUCT as Record<string, string>[];
    expect(zap.map((product) => product['@_NUM'])).not.toContain(String(hidden));
  });

  it('takes no input: junk in the query string is ignored', async () => {
    for (const path of [
      '/feeds/zap.xml?lang=xx&%ff=%00',
      '/feeds/google-merchant.xml?page=-1&limit=abc',
      '/feeds/google-merchant-ru.xml?<script>',
    ]) {
      const res = await shop.http().get(path).expect(200);
      expect(XMLValidator.validate(res.text)).toBe(true);
    }
    await shop.http().get('/feeds/other.xml').expect(404);
  });

  it('answers with every item of a catalog of ten thousand products, each feed valid', async () => {
    const db = shop.app.get(DataSource);
    const before = (await googleItems()).length;
    const products = Array.from({ length: 10_000 }, (_, n) =>
      Object.assign(new ProductEntity(), {
        name: `Bulk ${unique} ${n}`,
        slug: `bulk-${unique}-${n}`,
        description: `Bulk product ${n}`,
        price: 10 + n,
        stockQuantity: n % 3,
        hasVariants: n % 10 === 0,
      }),
    );
    // Multi-row INSERTs in one transaction: seconds, not minutes, on both databases.
    await db.transaction((manager) => insertDemoRows(manager, ProductEntity, products));
    const bulk = await db.getRepository(ProductEntity).find({ where: { hasVariants: true }, select: { id: true, slug: true } });
    const variants = bulk
      .filter((product) => product.slug.startsWith(`bulk-${unique}-`))
      .flatMap((product) =>
        ['S', 'M'].map((size) =>
          Object.assign(new ProductVariantEntity(), { productId: product.id, sku: `${product.slug}-${size}`, size, stockQuantity: 1 }),
        ),
      );
    expect(variants).toHaveLength(2000);
    await db.transaction((manager) => insertDemoRows(manager, ProductVariantEntity, variants));
    // Written behind the application's back: the change is noted as a write through the API notes it.
    shop.app.get(ChangeGeneration).noteChange();
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // Built anew (the change cleared the cache); the time is the answer's, not the test's XML parsing.
    const started = Date.now();
    const answer = await shop.http().get('/feeds/google-merchant.xml').expect(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    const items = parse(answer.text).rss.channel.item as Item[];
    // 9,000 products without variants and 1,000 with two each, every item with its required fields.
    expect(items.length).toBe(before + 9000 + 2000);
    expect(missingFields(items, GOOGLE_REQUIRED, 'g:id')).toEqual([]);
    const russian = await googleItems('/feeds/google-merchant-ru.xml');
    expect(russian.map((item) => item['g:id'])).toEqual(items.map((item) => item['g:id']));
    const zap = (await feed('/feeds/zap.xml')).STORE.PRODUCTS.PRODUCT as Record<string, string>[];
    // Zap lists the products with something in stock: every one with variants, those without when n % 3 is not 0.
    const inStock = products.filter((product) => product.hasVariants || product.stockQuantity > 0).length;
    expect(zap.filter((product) => product.PRODUCT_NAME.startsWith(`Bulk ${unique}`))).toHaveLength(inStock);
    expect(missingFields(zap, ZAP_REQUIRED, '@_NUM')).toEqual([]);
  });
});

/** The feeds cost the same few statements whatever the catalog's size (counted as the benchmark counts them). */
describe('product feeds statement count', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ env: { BENCH_SQL_COUNT: 'true', CATALOG_CACHE: 'false' } });
  });
  afterAll(() => shop.close());

  const statements = async (path: string) => Number((await shop.http().get(path).expect(200)).headers['x-sql-statements']);

  it('reads the catalog in a fixed number of statements, not one per product', async () => {
    const paths = ['/feeds/google-merchant.xml', '/feeds/google-merchant-ru.xml', '/feeds/zap.xml'];
    const small = await Promise.all(paths.map(statements));
    const db = shop.app.get(DataSource);
    const stamp = Date.now();
    await insertDemoRows(
      db.manager,
      ProductEntity,
      Array.from({ length: 300 }, (_, n) =>
        Object.assign(new ProductEntity(), { name: `Counted ${n}`, slug: `counted-${stamp}-${n}`, price: 10, stockQuantity: 1 }),
      ),
    );
    const large = await Promise.all(paths.map(statements));
    // Four for the catalog, and one for the shop settings when their short-lived copy has expired.
    for (const count of [...small, ...large]) expect(count).toBeLessThanOrEqual(5);
  });
});
