import { Repository, SelectQueryBuilder } from 'typeorm';
import type { ProductListCriteria, ProductSortField } from '../application/product-queries.port';
import type { ProductEntity } from './product.entity';
import { ProductTranslationEntity } from './product-translation.entity';
import { slugify } from 'shop-rules';
import { byteWiseLike, containsPattern, LIKE_ESCAPE } from './sql-helpers';

/** The price a shopper pays, as SQL over the products alias `p`. */
export const EFFECTIVE_PRICE_SQL = '(CASE WHEN p.has_discount = 1 AND p.discount_price > 0 THEN p.discount_price ELSE p.price END)';

/**
 * shop-rules' stockLevel as SQL over `p` (out: no unit left; low: fewer than the threshold, the
 * variant's own, else the product's, else the shop's default): a product without variants by its own
 * stock, one with variants when any active variant is out or low.
 */
export const LOW_STOCK_SQL = `(CASE WHEN p.has_variants = 1 AND EXISTS (SELECT 1 FROM product_variants lv0 WHERE lv0.product_id = p.id)
  THEN (EXISTS (SELECT 1 FROM product_variants lv WHERE lv.product_id = p.id AND lv.is_active = 1
          AND (lv.stock_quantity <= 0 OR lv.stock_quantity < COALESCE(lv.low_stock_threshold, p.low_stock_threshold, :lowStockDefault))))
  ELSE (p.stock_quantity <= 0 OR p.stock_quantity < COALESCE(p.low_stock_threshold, :lowStockDefault)) END) = 1`;

const flag = (value: boolean) => (value ? 1 : 0);

/** The slugs a storefront link may mean: as written (lowercased) and as the slug rule makes it. */
export function candidateSlugs(slugOrName: string): string[] {
  return [...new Set([slugOrName.toLowerCase(), slugify(slugOrName)].filter(Boolean))];
}

/**
 * The active category a storefront link means, as SQL giving its id: the exact slug first, then a
 * slug made from the text, then a name in any case, then the oldest. The one place of this rule:
 * the category page and its products both use it. Uncorrelated, so the database works it out once
 * and reads the category's links by index.
 */
export function bestCategoryId(text: string): { sql: string; parameters: Record<string, unknown> } {
  return {
    sql: `(SELECT bc.id FROM categories bc
            WHERE bc.is_active = 1 AND (bc.slug IN (:...bestSlugs) OR LOWER(bc.name) = :bestName)
            ORDER BY CASE WHEN bc.slug = :bestExact THEN 0 WHEN bc.slug IN (:...bestSlugs) THEN 1 ELSE 2 END, bc.id LIMIT 1)`,
    parameters: { bestSlugs: candidateSlugs(text), bestName: text.toLowerCase(), bestExact: text },
  };
}

function categoryMatch(category: NonNullable<ProductListCriteria['category']>): { match: string; parameters: Record<string, unknown> } {
  if ('id' in category) return { match: 'fc.id = :categoryId', parameters: { categoryId: category.id } };
  if ('bestMatch' in category) {
    const best = bestCategoryId(category.bestMatch);
    return { match: `fc.id = ${best.sql}`, parameters: best.parameters };
  }
  if ('slug' in category) return { match: 'fc.slug = :categorySlug', parameters: { categorySlug: category.slug } };
  return {
    match: '(fc.slug IN (:...categorySlugs) OR LOWER(fc.name) = :categoryName)',
    parameters: { categorySlugs: candidateSlugs(category.slugOrName), categoryName: category.slugOrName.toLowerCase() },
  };
}

/** `p`, the products the criteria describe: for counting them, or as the count subquery of a page. */
export function filteredProducts(products: Repository<ProductEntity>, criteria: ProductListCriteria): SelectQueryBuilder<ProductEntity> {
  const qb = products.createQueryBuilder('p');
  applyProductFilters(qb, criteria);
  return qb;
}

/** Narrows `p` to the products the criteria describe; every condition runs in the database. */
export function applyProductFilters(qb: SelectQueryBuilder<ProductEntity>, criteria: ProductListCriteria): void {
  if (criteria.onlyOnSale) qb.andWhere('p.is_active = 1 AND p.is_visible = 1');
  if (criteria.isActive !== undefined) qb.andWhere(`p.is_active = ${flag(criteria.isActive)}`);
  if (criteria.isVisible !== undefined) qb.andWhere(`p.is_visible = ${flag(criteria.isVisible)}`);
  if (criteria.isRecommended !== undefined) qb.andWhere(`p.is_recommended = ${flag(criteria.isRecommended)}`);
  if (criteria.ids) qb.andWhere(criteria.ids.length > 0 ? 'p.id IN (:...ids)' : '1 = 0', { ids: criteria.ids });
  if (criteria.discounted === true) qb.andWhere('p.has_discount = 1 AND p.discount_price > 0');
  if (criteria.discounted === false) qb.andWhere('NOT (p.has_discount = 1 AND p.discount_price > 0)');
  if (criteria.minPrice !== undefined) qb.andWhere(`${EFFECTIVE_PRICE_SQL} >= :minPrice`, { minPrice: criteria.minPrice });
  if (criteria.maxPrice !== undefined) qb.andWhere(`${EFFECTIVE_PRICE_SQL} <= :maxPrice`, { maxPrice: criteria.maxPrice });
  if (criteria.category) {
    const activeOnly = criteria.onlyOnSale ? 'AND fc.is_active = 1' : '';
    const { match, parameters } = categoryMatch(criteria.category);
    qb.andWhere(
      `EXISTS (SELECT 1 FROM product_categories fpc JOIN categories fc ON fc.id = fpc.category_id
                WHERE fpc.product_id = p.id AND ${match} ${activeOnly})`,
      parameters,
    );
  }
  if (criteria.lowStock) qb.andWhere(LOW_STOCK_SQL, { lowStockDefault: criteria.lowStock.shopDefault });
  if (criteria.text) {
    // The lower-case search text of domain/product-search.ts, compared byte for byte.
    qb.andWhere(`p.search_text ${byteWiseLike(qb.connection)} :text ${LIKE_ESCAPE}`, { text: containsPattern(criteria.text) });
  }
}

const SORT_SQL: Record<Exclude<ProductSortField, 'localized_name'>, string> = {
  id: 'p.id',
  created_at: 'p.created_at',
  updated_at: 'p.updated_at',
  name: 'LOWER(p.name)',
  price: 'p.price',
  effective_price: EFFECTIVE_PRICE_SQL,
  stock_quantity: 'p.stock_quantity',
  slug: 'p.slug',
};

/** Orders by the requested field with the id as tie-break, so pages never overlap. */
export function applyProductSort(qb: SelectQueryBuilder<ProductEntity>, criteria: ProductListCriteria): void {
  const { field, order } = criteria.sort;
  let expression: string;
  if (field === 'localized_name') {
    // Shoppers sort by the name they read; translations are unique per language, so rows stay one per product.
    qb.leftJoin(ProductTranslationEntity, 'st', 'st.product_id = p.id AND st.language = :sortLang', { sortLang: criteria.lang });
    expression = "LOWER(COALESCE(NULLIF(TRIM(st.name), ''), p.name))";
  } else {
    expression = SORT_SQL[field];
  }
  // In parentheses: TypeORM would read a bare `alias.column` as the entity's own column and rename it.
  qb.addSelect(`(${expression})`, 'sort_key').orderBy('sort_key', order);
  if (field !== 'id') qb.addOrderBy('p.id', order);
}
