import type { SitemapPage } from '../domain/sitemap';

/** The pages a search engine should find: home, static pages, categories, products on sale, articles. */
export abstract class SitemapSource {
  abstract pages(): Promise<SitemapPage[]>;
}
