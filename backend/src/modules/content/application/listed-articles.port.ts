/** An article the storefront lists: its id, slug and last change (a sitemap needs no more). */
export interface ListedArticle {
  id: number;
  slug: string | null;
  updatedAt: Date | null;
}

/** The active articles, as the storefront shows them. Published for the web context's sitemap. */
export abstract class ListedArticles {
  abstract articles(): Promise<ListedArticle[]>;
}
