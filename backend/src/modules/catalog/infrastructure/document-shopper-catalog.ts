import { pageTotal } from '../../../shared/pagination/page-total';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { Language } from '../../../shared/localisation/language';
import type { Page } from '../../../shared/pagination/list-query';
import type { ProductListCriteria } from '../application/product-queries.port';
import { ProductJson, ShopperCatalog } from '../application/shopper-catalog.port';
import { applyProductFilters, applyProductSort, filteredProducts } from './product-filters';
import { CatalogCounts, WHOLE_CATALOG } from './catalog-counts';
import { ProductEntity } from './product.entity';
import { DOCUMENT_FORMAT, ShopperProductDocuments } from './shopper-product-documents';

interface PageRow {
  id: number;
  body: string | null;
  total_count: unknown;
}

/**
 * Shoppers' catalog reads from the rendered documents: a page is one statement (filters, order and
 * total on the live product rows, the bytes from `product_documents`), whatever its size.
 */
@Injectable()
export class DocumentShopperCatalog extends ShopperCatalog {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly documents: ShopperProductDocuments,
  ) {
    super();
  }

  async page(input: ProductListCriteria): Promise<Page<ProductJson>> {
    const criteria = { ...input, onlyOnSale: true };
    const counter = filteredProducts(this.products, criteria).select('COUNT(*)');
    const ids = this.products
      .createQueryBuilder('p')
      .select('p.id', 'id')
      .addSelect(this.totalExpression(criteria, counter.getQuery()), 'total_count');
    applyProductFilters(ids, criteria);
    applyProductSort(ids, criteria);
    const [pageSql, parameters] = ids.offset(criteria.offset).limit(criteria.limit).getQueryAndParameters();
    // The page's ids first, then the documents of those rows only: joined before the sort, the
    // database would carry every matching product's document through it (a category of a
    // thousand products: 6 ms instead of 0.5).
    const order = criteria.sort.order;
    const rows: PageRow[] = await this.dataSource.query(
      `SELECT page.id AS id, page.total_count AS total_count, d.body AS body
         FROM (${pageSql}) page
         LEFT JOIN product_documents d ON d.product_id = page.id AND d.language = ? AND d.format = ?
        ORDER BY page.sort_key ${order}, page.id ${order}`,
      [...parameters, criteria.lang, DOCUMENT_FORMAT],
    );
    const total = await pageTotal(rows, criteria.offset, () => filteredProducts(this.products, criteria).getCount());
    return { items: await this.bodies(rows, criteria.lang), total, offset: criteria.offset };
  }

  /**
   * The plain catalog and a category's page read their total from catalog_counts; it is NULL when
   * the row is missing (rows written behind the application's back, not counted yet) or the
   * category is inactive, and the page then counts on its own. (Not COALESCE with the live count:
   * MariaDB runs that subquery even when the kept count is there.)
   */
  private totalExpression(criteria: ProductListCriteria, liveCount: string): string {
    const scope = CatalogCounts.scopeOf(criteria);
    if (scope === null) return `(${liveCount})`;
    return 'whole' in scope
      ? `(SELECT cc.on_sale FROM catalog_counts cc WHERE cc.category_id = ${WHOLE_CATALOG})`
      : `(SELECT cc.on_sale FROM catalog_counts cc JOIN categories kc ON kc.id = cc.category_id
           WHERE cc.category_id = ${scope.categoryIdSql} AND kc.is_active = 1)`;
  }

  async product(id: number, language: Language): Promise<ProductJson | null> {
    const rows: PageRow[] = await this.dataSource.query(
      `SELECT p.id AS id, d.body AS body FROM products p
         LEFT JOIN product_documents d ON d.product_id = p.id AND d.language = ? AND d.format = ?
        WHERE p.id = ? AND p.is_active = 1 AND p.is_visible = 1`,
      [language, DOCUMENT_FORMAT, id],
    );
    if (rows.length === 0) return null;
    const [body] = await this.bodies(rows, language);
    return body ?? null;
  }

  /** The stored bytes, or a rendering per request where a product has no usable document yet. */
  private async bodies(rows: PageRow[], language: Language): Promise<ProductJson[]> {
    const missing = rows.filter((row) => row.body === null).map((row) => Number(row.id));
    const live = await this.documents.renderLive(missing, language);
    return rows.map((row) => row.body ?? live.get(Number(row.id))).filter((body): body is string => body !== undefined);
  }
}
