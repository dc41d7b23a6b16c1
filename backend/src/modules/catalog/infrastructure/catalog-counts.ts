import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { ProductListCriteria } from '../application/product-queries.port';
import { bestCategoryId } from './product-filters';

/** The whole catalog's row in `catalog_counts`. */
export const WHOLE_CATALOG = 0;

/** What a product contributes to the counts: nothing unless on sale, then the catalog and each of its categories. */
export interface CountedState {
  onSale: boolean;
  categoryIds: readonly number[];
}

function contributions(state: CountedState | null): number[] {
  return state?.onSale ? [WHOLE_CATALOG, ...new Set(state.categoryIds)] : [];
}

/**
 * Keeps `catalog_counts` exact. A product write applies the difference between the product's state
 * before and after, inside its own transaction (`+ 1` / `- 1` on the rows it touches: concurrent
 * writes add up instead of overwriting each other). A category without a row, and the whole table
 * after a bulk import, fall back to counting on the spot until `recount` (at every start) fills them.
 */
@Injectable()
export class CatalogCounts {
  private readonly logger = new Logger('Catalog');

  constructor(private readonly dataSource: DataSource) {}

  /**
   * The counts row that answers these criteria, as SQL naming its category id (the whole catalog, or
   * one category), or null when they filter on anything else.
   */
  static scopeOf(criteria: ProductListCriteria): { whole: true } | { categoryIdSql: string } | null {
    const { onlyOnSale, category, ids, isRecommended, discounted, minPrice, maxPrice, text, isActive, isVisible } = criteria;
    if (!onlyOnSale || ids || isRecommended !== undefined || discounted !== undefined) return null;
    if (minPrice !== undefined || maxPrice !== undefined || text || isActive !== undefined || isVisible !== undefined) return null;
    if (!category) return { whole: true };
    if ('id' in category) return { categoryIdSql: String(Number(category.id)) };
    // The same parameters as the page's own filter (applyProductFilters) sets.
    if ('bestMatch' in category) return { categoryIdSql: bestCategoryId(category.bestMatch).sql };
    return null;
  }

  /** The product's state as this transaction may change it; the row is locked on MySQL until the end. */
  async stateOf(manager: EntityManager, productId: number): Promise<CountedState | null> {
    const lock = this.isMysql(manager) ? ' FOR UPDATE' : '';
    const [product] = await manager.query(`SELECT is_active, is_visible FROM products WHERE id = ?${lock}`, [productId]);
    if (!product) return null;
    const links: Array<{ category_id: number }> = await manager.query(
      `SELECT category_id FROM product_categories WHERE product_id = ?${lock}`,
      [productId],
    );
    return {
      onSale: Number(product.is_active) === 1 && Number(product.is_visible) === 1,
      categoryIds: links.map((l) => Number(l.category_id)),
    };
  }

  async productChanged(manager: EntityManager, before: CountedState | null, after: CountedState | null): Promise<void> {
    const delta = new Map<number, number>();
    for (const id of contributions(before)) delta.set(id, (delta.get(id) ?? 0) - 1);
    for (const id of contributions(after)) delta.set(id, (delta.get(id) ?? 0) + 1);
    // In id order, so concurrent writes lock the rows in the same order.
    for (const [categoryId, change] of [...delta].sort((a, b) => a[0] - b[0])) {
      if (change !== 0) await manager.query('UPDATE catalog_counts SET on_sale = on_sale + ? WHERE category_id = ?', [change, categoryId]);
    }
  }

  /** A new category has no products yet: its row starts at 0, so its pages never count on the spot. */
  async categoryCreated(manager: EntityManager, categoryId: number): Promise<void> {
    await manager.query('INSERT INTO catalog_counts (category_id, on_sale) VALUES (?, 0)', [categoryId]);
  }

  async categoryDeleted(manager: EntityManager, categoryId: number): Promise<void> {
    await manager.query('DELETE FROM catalog_counts WHERE category_id = ?', [categoryId]);
  }

  /** Counts everything again from the product tables (at start, and after a bulk import). */
  async recount(): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query('DELETE FROM catalog_counts');
      await m.query(
        `INSERT INTO catalog_counts (category_id, on_sale)
         SELECT ${WHOLE_CATALOG}, COUNT(*) FROM products p WHERE p.is_active = 1 AND p.is_visible = 1
         UNION ALL
         SELECT c.id, (SELECT COUNT(*) FROM product_categories pc JOIN products p ON p.id = pc.product_id
                        WHERE pc.category_id = c.id AND p.is_active = 1 AND p.is_visible = 1)
           FROM categories c`,
      );
    });
    this.logger.log('Counted the products on sale');
  }

  private isMysql(manager: EntityManager): boolean {
    const type = manager.connection.options.type;
    return type === 'mysql' || type === 'mariadb';
  }
}
