/** A page the storefront lists: its id, slug and last change (a sitemap needs no more). */
export interface ListedPage {
  id: number;
  slug: string | null;
  updatedAt: Date | null;
}

/**
 * The catalog's pages a shopper can open, with the storefront's visibility: active categories (in
 * their order), active and visible products. Published for the web context's sitemap.
 */
export abstract class ListedCatalogPages {
  abstract categories(): Promise<ListedPage[]>;
  abstract products(): Promise<ListedPage[]>;
}
