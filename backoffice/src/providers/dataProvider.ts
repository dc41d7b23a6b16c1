import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { ProductStatsWire } from '../api/wire';
import { httpClient, uploadImage } from './httpClient';
import { language } from './language';

export const API_URL = '/api';

/**
 * Resource name → API paths. Staff read products and categories through their admin lists
 * (hidden and inactive rows too) and write through the plain paths.
 */
const PATHS: Record<string, { read: string; write: string; one?: string }> = {
  products: { read: 'products/admin', write: 'products' },
  categories: { read: 'categories/admin', write: 'categories' },
  'size-templates': { read: 'size-templates', write: 'size-templates' },
  // One article or SEO record is read at its plain path (an admin token opens inactive articles there).
  articles: { read: 'articles/admin', write: 'articles', one: 'articles' },
  seo: { read: 'seo/all', write: 'seo', one: 'seo' },
  'discount-codes': { read: 'admin/discount-codes', write: 'admin/discount-codes' },
  staff: { read: 'admin/staff', write: 'admin/staff' },
  // Read only: the server has no route that writes the audit log.
  'audit-log': { read: 'admin/audit-log', write: 'admin/audit-log' },
  webhooks: { read: 'admin/webhooks', write: 'admin/webhooks' },
  'webhook-deliveries': { read: 'admin/webhook-deliveries', write: 'admin/webhook-deliveries' },
  // Read only: staff decide a request through its approve and reject calls (cancellation-requests/cancellationCalls.ts).
  'cancellation-requests': { read: 'admin/cancellation-requests', write: 'admin/cancellation-requests' },
  // One order is opened at the desk's own path, which records the read of the customer's details.
  orders: { read: 'orders', write: 'orders', one: 'admin/orders' },
};

/**
 * The product counters read through getOne on a pseudo resource, so react-admin caches them and
 * refreshes them with everything else (no second query library in the app).
 */
export const PRODUCT_STATS = { resource: 'product-stats', id: 'current' } as const;

/**
 * The shop's settings are one record without an id in the API (GET and PUT /api/shop-settings): the
 * settings screen edits it as react-admin's record 'current', so the edit screen's save, its
 * pessimistic mode and the server's field errors work as on every other form.
 */
export const SHOP_SETTINGS = { resource: 'shop-settings', id: 'current' } as const;

const readPath = (resource: string) => PATHS[resource]?.read ?? resource;
const writePath = (resource: string) => PATHS[resource]?.write ?? resource;
const onePath = (resource: string) => PATHS[resource]?.one ?? readPath(resource);

/** Every answer carries localized_* fields in the interface language. */
const localizedClient: typeof httpClient = (url, options) => {
  const separator = url.includes('?') ? '&' : '?';
  return httpClient(`${url}${separator}lang=${language.get()}`, options);
};

const rest = simpleRestProvider(API_URL, localizedClient);

export interface ShopDataProvider extends DataProvider {
  uploadImage(file: File): Promise<string>;
}

export const dataProvider: ShopDataProvider = {
  ...rest,
  getList: (resource, params) => rest.getList(readPath(resource), params),
  getOne: async (resource, params) => {
    if (resource === PRODUCT_STATS.resource) {
      const { json } = await httpClient(`${API_URL}/products/stats`);
      return { data: { ...(json as ProductStatsWire), id: PRODUCT_STATS.id } } as never;
    }
    if (resource === SHOP_SETTINGS.resource) {
      const { json } = await httpClient(`${API_URL}/shop-settings`);
      return { data: { ...(json as object), id: SHOP_SETTINGS.id } } as never;
    }
    return rest.getOne(onePath(resource), params);
  },
  getMany: (resource, params) => rest.getMany(readPath(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(readPath(resource), params),
  create: (resource, params) => rest.create(writePath(resource), params),
  update: async (resource, params) => {
    if (resource === SHOP_SETTINGS.resource) {
      const { json } = await httpClient(`${API_URL}/shop-settings`, { method: 'PUT', body: JSON.stringify(params.data) });
      return { data: { ...((json as object | undefined) ?? params.data), id: SHOP_SETTINGS.id } } as never;
    }
    return rest.update(writePath(resource), params);
  },
  updateMany: (resource, params) => rest.updateMany(writePath(resource), params),
  delete: (resource, params) => rest.delete(writePath(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(writePath(resource), params),
  uploadImage,
};
