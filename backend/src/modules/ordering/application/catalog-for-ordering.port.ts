import type { OrderableProduct } from '../domain/order-lines';
import type { OrderLanguage } from '../domain/order';

/**
 * Ordering's own view of the catalog: what a product costs and holds right now, and its picture.
 * Bound to an adapter over the catalog tables, so ordering never reaches into catalog code.
 */
export abstract class CatalogForOrdering {
  /** The products with these ids (unknown ids are simply absent), names in the given language. */
  abstract findOrderable(productIds: number[], language: OrderLanguage): Promise<OrderableProduct[]>;
  /** Main picture of each product that still exists. */
  abstract findImages(productIds: number[]): Promise<Map<number, string | null>>;
  abstract countProducts(): Promise<number>;
}
