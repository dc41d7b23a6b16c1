import type { Language } from '../../../shared/localisation/language';
import type { Page } from '../../../shared/pagination/list-query';
import type { ProductListCriteria } from './product-queries.port';

/** The public product answer as JSON text, ready to send. */
export type ProductJson = string;

/**
 * What shoppers read of the catalog: products on sale, already rendered in their language.
 * The back office and other contexts read records through ProductQueries instead.
 */
export abstract class ShopperCatalog {
  /** One page of products on sale (criteria.onlyOnSale is implied), rendered in criteria.lang. */
  abstract page(criteria: ProductListCriteria): Promise<Page<ProductJson>>;
  /** One product on sale, or null when it is unknown, inactive or hidden. */
  abstract product(id: number, language: Language): Promise<ProductJson | null>;
}
