import { randomUUID } from 'node:crypto';
import { adminToken, aProductInput, createProduct, shopCall, type Product, type ProductInput } from '../support/shopApi';

/**
 * Catalog data the storefront's catalog tests make for themselves: products (with Hebrew and Russian
 * names that carry a token no other test uses) and, where a test needs a category of its own, one.
 */

export interface ShopCategory {
  id: number;
  slug: string;
  name: string;
  localized_name: string;
}

/** A short word no other test uses, so a search or a filter finds only this test's products. */
export const uniqueToken = () => `t${randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** GET /api/categories/by-slug/{slug}: a category of the demo data (boxing, football, ...). */
export async function categoryBySlug(slug: string): Promise<ShopCategory> {
  return (await shopCall<{ data: ShopCategory }>('GET', `/api/categories/by-slug/${slug}`, { query: { lang: 'he' } })).data;
}

/** Admin POST /api/categories: an active category of the test's own, named in three languages. */
export async function createCategory(token: string): Promise<ShopCategory> {
  const body = {
    name: `E2E category ${token}`,
    slug: `e2e-${token}`,
    description: 'A category made by a browser test',
    is_active: true,
    // Last in the menus, after the shop's own categories.
    sort_order: 9999,
    translations: [
      { language: 'he', name: `קטגוריה ${token}` },
      { language: 'ru', name: `Категория ${token}` },
    ],
  };
  return (await shopCall<{ data: ShopCategory }>('POST', '/api/categories', { body, token: await adminToken(), query: { lang: 'he' } }))
    .data;
}

export interface NamedProduct {
  product: Product;
  /** The names a shopper reads in each language. */
  he: string;
  ru: string;
}

/** A product in the category with names in Hebrew and Russian that carry the token. */
export async function createNamedProduct(
  token: string,
  label: { he: string; ru: string; en: string },
  overrides: Partial<ProductInput> = {},
): Promise<NamedProduct> {
  const he = `${label.he} ${token}`;
  const ru = `${label.ru} ${token}`;
  const input = aProductInput({
    name: `${label.en} ${token}`,
    translations: [
      { language: 'he', name: he, description: overrides.description ?? 'מוצר שנוצר בבדיקת דפדפן' },
      { language: 'ru', name: ru, description: overrides.description ?? 'Товар, созданный браузерным тестом' },
    ],
    ...overrides,
  });
  return { product: await createProduct(input), he, ru };
}

export interface VariantSpec {
  size: string;
  color?: string;
  stock: number;
  modifier?: number;
}

/** Variants of a product input, each with a SKU of its own. */
export function variantsOf(token: string, specs: VariantSpec[]): ProductInput['variants'] {
  return specs.map((spec, index) => ({
    sku: `E2E-${token}-${index}`,
    size: spec.size,
    color: spec.color ?? null,
    stock_quantity: spec.stock,
    price_modifier: spec.modifier ?? 0,
    is_active: true,
  }));
}
