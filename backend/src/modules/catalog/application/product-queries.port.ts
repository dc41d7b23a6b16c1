import type { Language } from '../../../shared/localisation/language';
import type { Page } from '../../../shared/pagination/list-query';
import type { ProductRecord } from '../domain/product';

export type ProductSortField =
  'id' | 'created_at' | 'updated_at' | 'name' | 'localized_name' | 'price' | 'effective_price' | 'stock_quantity' | 'slug';

export interface ProductListCriteria {
  /** Shoppers' lists: only products both active and visible (and only active categories on them). */
  onlyOnSale: boolean;
  /** Language of the localized name used by the `localized_name` sort. */
  lang: Language;
  ids?: number[];
  /**
   * `slugOrName`: every active category the storefront's link form (a slug, or a category name in
   * any case) may mean. `bestMatch`: the one a category page shows (the rule is
   * infrastructure/product-filters.ts bestCategoryId).
   */
  category?: { id: number } | { slug: string } | { slugOrName: string } | { bestMatch: string };
  isRecommended?: boolean;
  /** Products whose discount applies (has_discount and a discount price above 0). */
  discounted?: boolean;
  /** Bounds on the price a shopper pays. */
  minPrice?: number;
  maxPrice?: number;
  /** Case-insensitive match in the name or description, in the base text or any translation. */
  text?: string;
  isActive?: boolean;
  isVisible?: boolean;
  /**
   * Staff's low-stock filter: products out of stock or below their threshold (shop-rules low-stock.ts),
   * the product's own stock or, for a product with variants, any active variant's.
   */
  lowStock?: { shopDefault: number };
  sort: { field: ProductSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface ProductStats {
  total: number;
  active: number;
  inactive: number;
  visible: number;
  hidden: number;
  recommended: number;
  discounted: number;
  outOfStock: number;
}

/**
 * Read side of the catalog (a query service). Every list answers one page with a fixed number
 * of statements, whatever the page size. Exported for other contexts (ordering prices its
 * lines from `findByIds`).
 */
export abstract class ProductQueries {
  abstract list(criteria: ProductListCriteria): Promise<Page<ProductRecord>>;
  /** A product in any state (shoppers read through ShopperCatalog). */
  abstract findById(id: number): Promise<ProductRecord | null>;
  /** Products in any state, in no particular order; unknown ids are left out. */
  abstract findByIds(ids: readonly number[]): Promise<ProductRecord[]>;
  abstract stats(): Promise<ProductStats>;
}
