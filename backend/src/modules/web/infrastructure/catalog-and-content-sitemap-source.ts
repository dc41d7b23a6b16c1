import { Injectable } from '@nestjs/common';
import { ListedCatalogPages } from '../../catalog/application/listed-catalog-pages.port';
import { ListedArticles } from '../../content/application/listed-articles.port';
import { SitemapSource } from '../application/sitemap-source.port';
import type { SitemapPage } from '../domain/sitemap';

type Dated = { updatedAt: Date | null };

const latest = (rows: Dated[]) =>
  rows.reduce<Date | null>((max, row) => (row.updatedAt && (!max || row.updatedAt > max) ? row.updatedAt : max), null);

/**
 * The sitemap's pages from the catalog's and the content's published lists, with the storefront's
 * visibility (active categories, active and visible products, active articles).
 */
@Injectable()
export class CatalogAndContentSitemapSource extends SitemapSource {
  constructor(
    private readonly catalog: ListedCatalogPages,
    private readonly content: ListedArticles,
  ) {
    super();
  }

  async pages(): Promise<SitemapPage[]> {
    const [categories, products, articles] = await Promise.all([
      this.catalog.categories(),
      this.catalog.products(),
      this.content.articles(),
    ]);
    const everything = latest([...categories, ...products, ...articles]);
    return [
      { path: '/', lastModified: everything },
      { path: '/about', lastModified: null },
      { path: '/articles', lastModified: latest(articles) },
      ...categories.map((row) => ({
        path: `/category/${encodeURIComponent(row.slug ?? String(row.id))}`,
        lastModified: row.updatedAt,
      })),
      ...products.map((row) => ({ path: `/product/${row.id}`, lastModified: row.updatedAt })),
      ...articles.map((row) => ({
        path: `/article/${encodeURIComponent(row.slug || String(row.id))}`,
        lastModified: row.updatedAt,
      })),
    ];
  }
}
