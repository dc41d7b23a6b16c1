import type { ProductDraft } from '../domain/product';
import type { SlugRegistry } from './slug-assignment.rules';

export interface StoredProductState {
  name: string;
  slug: string;
  variantIds: number[];
  /** Each stored variant's SKU, by the variant's id. */
  skus: ReadonlyMap<number, string>;
}

export type ProductToStore = ProductDraft & { slug: string };

/** Write side of products. Children (translations, categories, variants, images) are replaced with the product. */
export abstract class ProductStore implements SlugRegistry {
  abstract current(id: number): Promise<StoredProductState | null>;
  abstract exists(id: number): Promise<boolean>;
  abstract slugOwner(slug: string): Promise<number | null>;
  abstract slugsStartingWith(base: string, exceptId: number | null): Promise<string[]>;
  /** SKUs among `skus` that variants of other products already use. */
  abstract skusUsedElsewhere(skus: readonly string[], exceptProductId: number | null): Promise<string[]>;
  abstract missingCategoryIds(ids: readonly number[]): Promise<number[]>;
  abstract create(product: ProductToStore): Promise<number>;
  /** Variants whose id is sent are updated in place, so order lines keep pointing at them. */
  abstract replace(id: number, product: ProductToStore): Promise<void>;
  abstract delete(id: number): Promise<boolean>;
  /** Creates (id null) or replaces each product, all in one transaction: every one is stored or none. */
  abstract storeAll(entries: ReadonlyArray<{ id: number | null; product: ProductToStore }>): Promise<void>;
}
