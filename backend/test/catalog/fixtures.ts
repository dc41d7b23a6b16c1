import { bearer, TestApp } from '../support/test-app';

/** Request payloads with names, so each test says only what matters to it. */
export type Payload = Record<string, unknown>;

export const aCategory = (fields: Payload = {}): Payload => ({
  name: 'Football',
  description: 'Balls and boots',
  is_active: true,
  sort_order: 0,
  translations: [
    { language: 'ru', name: 'Футбол', description: 'Мячи и бутсы' },
    { language: 'he', name: 'כדורגל', description: 'כדורים ונעליים' },
  ],
  ...fields,
});

export const aProduct = (fields: Payload = {}): Payload => ({
  name: 'Match ball',
  description: 'Size 5 leather ball',
  price: 100,
  stock_quantity: 10,
  is_active: true,
  is_visible: true,
  ...fields,
});

export const aVariant = (fields: Payload = {}): Payload => ({
  sku: 'BALL-SIZE-5',
  size: '5',
  stock_quantity: 3,
  price_modifier: 0,
  is_active: true,
  ...fields,
});

export const aSizeTemplate = (fields: Payload = {}): Payload => ({
  name: 'Adult boots',
  category: 'footwear',
  description: 'EU sizes',
  sizes: [
    { size: '40', sku_suffix: '40', default_stock: 5, is_default_active: true },
    { size: '41', sku_suffix: '41', is_default_active: false },
    { size: '42', sku_suffix: '42' },
  ],
  colors: [],
  translations: [{ language: 'ru', name: 'Бутсы для взрослых', description: 'Размеры EU' }],
  ...fields,
});

export const asAdmin = (shop: TestApp) => ({
  get: (url: string) => shop.http().get(url).set('Authorization', bearer(shop.adminToken)),
  post: (url: string, body: Payload = {}) => shop.http().post(url).set('Authorization', bearer(shop.adminToken)).send(body),
  put: (url: string, body: Payload) => shop.http().put(url).set('Authorization', bearer(shop.adminToken)).send(body),
  delete: (url: string) => shop.http().delete(url).set('Authorization', bearer(shop.adminToken)),
});

export async function createCategory(shop: TestApp, fields: Payload = {}): Promise<Payload & { id: number; slug: string }> {
  const res = await asAdmin(shop).post('/api/categories', aCategory(fields));
  if (res.status !== 201) throw new Error(`category not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function createProduct(shop: TestApp, fields: Payload = {}): Promise<Payload & { id: number; slug: string }> {
  const res = await asAdmin(shop).post('/api/products', aProduct(fields));
  if (res.status !== 201) throw new Error(`product not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The field names of a 400 answer. */
export const fieldsOf = (body: { errors?: Array<{ field: string }> }) => (body.errors ?? []).map((e) => e.field);
