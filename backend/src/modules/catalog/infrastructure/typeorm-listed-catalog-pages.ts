import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListedCatalogPages, ListedPage } from '../application/listed-catalog-pages.port';
import { CategoryEntity } from './category.entity';
import { ProductEntity } from './product.entity';

type Row = { id: number; slug: string | null; updatedAt: Date | string | null };

const SELECT = ['e.id AS id', 'e.slug AS slug', 'e.updatedAt AS updatedAt'];

const toListedPage = (row: Row): ListedPage => ({
  id: Number(row.id),
  slug: row.slug,
  updatedAt: row.updatedAt ? new Date(row.updatedAt) : null,
});

/** Reads only ids, slugs and change dates: a sitemap of 100,000 products stays a few megabytes of rows. */
@Injectable()
export class TypeormListedCatalogPages extends ListedCatalogPages {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async categories(): Promise<ListedPage[]> {
    const rows = await this.dataSource
      .getRepository(CategoryEntity)
      .createQueryBuilder('e')
      .select(SELECT)
      .where('e.isActive = :yes', { yes: true })
      .orderBy('e.sortOrder')
      .addOrderBy('e.id')
      .getRawMany<Row>();
    return rows.map(toListedPage);
  }

  async products(): Promise<ListedPage[]> {
    const rows = await this.dataSource
      .getRepository(ProductEntity)
      .createQueryBuilder('e')
      .select(SELECT)
      .where('e.isActive = :yes AND e.isVisible = :yes', { yes: true })
      .orderBy('e.id')
      .getRawMany<Row>();
    return rows.map(toListedPage);
  }
}
