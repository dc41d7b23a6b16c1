import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many products are on sale (active and visible): category 0 is the whole catalog, any other
 * id one category. The storefront's plain catalog and category pages read their totals here
 * instead of counting thousands of rows on every request (see catalog-counts.ts).
 */
@Entity('catalog_counts')
export class CatalogCountEntity {
  @PrimaryColumn({ type: 'int' })
  categoryId: number;

  @Column({ type: 'int' })
  onSale: number;
}
