import type { ProductRecord } from '../domain/product';
import type { ProductToStore } from './product-store.port';

/** A product of the catalog an imported row may update (found by its slug or by one of its SKUs), whole. */
export type ExistingProduct = ProductRecord;

export interface ImportEntry {
  /** The product updated, or null for a new one. */
  id: number | null;
  product: ProductToStore;
}

/** Port: what the products file reads and writes in bulk (lookups for a whole file, one transaction for all). */
export abstract class ProductImportCatalog {
  abstract categoryIdsBySlug(slugs: readonly string[]): Promise<Map<string, number>>;
  abstract productsBySlug(slugs: readonly string[]): Promise<Map<string, ExistingProduct>>;
  /** Keyed by the SKU in lower case. */
  abstract productsBySku(skus: readonly string[]): Promise<Map<string, ExistingProduct>>;
  /** Every entry or none: one transaction. */
  abstract storeAll(entries: readonly ImportEntry[]): Promise<void>;
  /** Every product, by id, `batchSize` at a time, with translations, categories, variants and images. */
  abstract batches(batchSize: number): AsyncIterable<ProductRecord[]>;
}
