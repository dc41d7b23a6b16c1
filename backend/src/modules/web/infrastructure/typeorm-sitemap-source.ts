import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CategoryEntity } from '../../catalog/infrastructure/category.entity';
import { ProductEntity } from '../../catalog/infrastructure/product.entity';
import { ArticleEntity } from '../../content/infrastructure/article.entity';
import { SitemapSource } from '../application/sitemap-source.port';
import type { SitemapPage } from '../domain/sitemap';

type Row = { id: number; slug: string | null; updatedAt: Date | string | null };

const dateOf = (value: Date | string | null) => (value ? new Date(value) : null);
const latest = (rows: Row[]) =>
  rows.reduce<Date | null>((max, row) => {
    const date = dateOf(row.updatedAt);
    return date && (!max || date > max) ? date : max;
  }, null);

/**
 * Reads only ids, slugs and change dates (a sitemap of 100,000 products stays a few megabytes of rows),
 * with the same visibility as the storefront: active categories, active and visible products, active articles.
 */
@Injectable()
export class TypeOrmSitemapSource extends SitemapSource {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async pages(): Promise<SitemapPage[]> {
    const select = ['e.id AS id', 'e.slug AS slug', 'e.updatedAt AS updatedAt'];
    const [categories, products, articles] = await Promise.all([
      this.dataSource
        .getRepository(CategoryEntity)
        .createQueryBuilder('e')
        .select(select)
        .where('e.isActive = :yes', { yes: true })
        .orderBy('e.sortOrder')
        .addOrderBy('e.id')
        .getRawMany<Row>(),
      this.dataSource
        .getRepository(ProductEntity)
        .createQueryBuilder('e')
        .select(select)
        .where('e.isActive = :yes AND e.isVisible = :yes', { yes: true })
        .orderBy('e.id')
        .getRawMany<Row>(),
      this.dataSource
        .getRepository(ArticleEntity)
        .createQueryBuilder('e')
        .select(select)
        .where('e.isActive = :yes', { yes: true })
        .orderBy('e.id')
        .getRawMany<Row>(),
    ]);
    const everything = latest([...categories, ...products, ...articles]);
    return [
      { path: '/', lastModified: everything },
      { path: '/about', lastModified: null },
      { path: '/articles', lastModified: latest(articles) },
      ...categories.map((row) => ({
        path: `/category/${encodeURIComponent(row.slug ?? String(row.id))}`,
        lastModified: dateOf(row.updatedAt),
      })),
      ...products.map((row) => ({ path: `/product/${row.id}`, lastModified: dateOf(row.updatedAt) })),
      ...articles.map((row) => ({
        path: `/article/${encodeURIComponent(row.slug || String(row.id))}`,
        lastModified: dateOf(row.updatedAt),
      })),
    ];
  }
}
