import { sqlBoolean, sqlDate, sqlMoney, sqlTextOrNull } from '../../../shared/database/raw-values';
import type { ProductRecord } from '../domain/product';

/**
 * The product columns a read selects, as plain aliases. Reads take raw rows and map them here:
 * hydrating entities through the ORM cost more CPU than the rest of a catalog page together.
 */
export const PRODUCT_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['p.id', 'id'],
  ['p.name', 'name'],
  ['p.slug', 'slug'],
  ['p.description', 'description'],
  ['p.price', 'price'],
  ['p.has_discount', 'has_discount'],
  ['p.discount_price', 'discount_price'],
  ['p.discount_percentage', 'discount_percentage'],
  ['p.stock_quantity', 'stock_quantity'],
  ['p.low_stock_threshold', 'low_stock_threshold'],
  ['p.image_url', 'image_url'],
  ['p.is_required', 'is_required'],
  ['p.is_active', 'is_active'],
  ['p.is_visible', 'is_visible'],
  ['p.is_recommended', 'is_recommended'],
  ['p.has_variants', 'has_variants'],
  ['p.rating_average', 'rating_average'],
  ['p.rating_count', 'rating_count'],
  ['p.created_at', 'created_at'],
  ['p.updated_at', 'updated_at'],
];

/** The same list as SQL, for statements written by hand. */
export const PRODUCT_COLUMNS_SQL = PRODUCT_COLUMNS.map(([column, alias]) => `${column} AS ${alias}`).join(', ');

export type ProductRow = Record<(typeof PRODUCT_COLUMNS)[number][1], unknown>;

export type ProductHead = Omit<ProductRecord, 'translations' | 'categories' | 'variants' | 'images'>;

export function toProductHead(row: ProductRow): ProductHead {
  return {
    id: Number(row.id),
    name: String(row.name),
    slug: String(row.slug),
    description: sqlTextOrNull(row.description),
    price: sqlMoney(row.price),
    hasDiscount: sqlBoolean(row.has_discount),
    discountPrice: sqlMoney(row.discount_price),
    discountPercentage: Number(row.discount_percentage),
    stockQuantity: Number(row.stock_quantity),
    lowStockThreshold: row.low_stock_threshold === null || row.low_stock_threshold === undefined ? null : Number(row.low_stock_threshold),
    imageUrl: sqlTextOrNull(row.image_url),
    isRequired: sqlBoolean(row.is_required),
    isActive: sqlBoolean(row.is_active),
    isVisible: sqlBoolean(row.is_visible),
    isRecommended: sqlBoolean(row.is_recommended),
    hasVariants: sqlBoolean(row.has_variants),
    ratingAverage: row.rating_average === null || row.rating_average === undefined ? null : Number(row.rating_average),
    ratingCount: Number(row.rating_count ?? 0),
    createdAt: sqlDate(row.created_at),
    updatedAt: sqlDate(row.updated_at),
  };
}
