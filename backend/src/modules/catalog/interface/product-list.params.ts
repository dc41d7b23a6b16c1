import { DomainError } from '../../../shared/domain/domain-error';
import type { Language } from '../../../shared/localisation/language';
import { ListQuery, parseListQuery } from '../../../shared/pagination/list-query';
import type { ProductListCriteria, ProductSortField } from '../application/product-queries.port';
import { amountParam, booleanParam, idListParam, idParam, knownFilter, pageStart, textParam } from '../../../shared/http/query-params';

type Query = Record<string, unknown>;
type Sort = ProductListCriteria['sort'];

/** The storefront's sort words. */
export const SHOPPER_SORTS: Record<string, Sort> = {
  newest: { field: 'created_at', order: 'DESC' },
  price_asc: { field: 'effective_price', order: 'ASC' },
  price_desc: { field: 'effective_price', order: 'DESC' },
  name: { field: 'localized_name', order: 'ASC' },
};

// In shoppers' lists "price" is what they pay and "name" is the name they read.
const SHOPPER_SORT_FIELDS: Record<string, ProductSortField> = {
  created_at: 'created_at',
  price: 'effective_price',
  name: 'localized_name',
  id: 'id',
};

/** Page and sort of a shoppers' list: `sort=newest|price_asc|price_desc|name` or `sort=["price","ASC"]`. */
function shopperPage(query: Query): { offset: number; limit: number; sort: Sort } {
  const sort = query.sort;
  const rules = {
    sortable: Object.keys(SHOPPER_SORT_FIELDS),
    defaultSort: ['created_at', 'DESC'] as [string, 'DESC'],
    defaultLimit: 24,
    maxLimit: 100,
  };
  if (typeof sort === 'string' && !sort.trim().startsWith('[')) {
    const chosen = SHOPPER_SORTS[sort];
    if (!chosen) throw DomainError.invalid('INVALID_LIST_QUERY', `sort must be one of ${Object.keys(SHOPPER_SORTS).join(', ')}`, 'sort');
    const { offset, limit } = parseListQuery({ ...query, sort: undefined, filter: undefined }, rules);
    return { offset: pageStart(offset), limit, sort: chosen };
  }
  const list = parseListQuery({ ...query, filter: undefined }, rules);
  return { offset: pageStart(list.offset), limit: list.limit, sort: { field: SHOPPER_SORT_FIELDS[list.sortField], order: list.sortOrder } };
}

/** The storefront's product list: active and visible products, with the shopper's filters. */
export function shopperCriteria(query: Query, lang: Language, fixed: Partial<ProductListCriteria> = {}): ProductListCriteria {
  const category = textParam(query.category, 'category', 140);
  const minPrice = amountParam(query.min_price, 'min_price');
  const maxPrice = amountParam(query.max_price, 'max_price');
  return {
    onlyOnSale: true,
    lang,
    ...shopperPage(query),
    category: category === undefined ? undefined : /^\d+$/.test(category) ? { id: Number(category) } : { slug: category },
    isRecommended: booleanParam(query.recommended, 'recommended'),
    discounted: booleanParam(query.discounted, 'discounted'),
    // The storefront's rule: a price bound applies only when above 0.
    minPrice: minPrice ? minPrice : undefined,
    maxPrice: maxPrice ? maxPrice : undefined,
    text: textParam(query.q, 'q'),
    ...fixed,
  };
}

const STAFF_SORT_FIELDS: readonly ProductSortField[] = ['id', 'name', 'price', 'created_at', 'updated_at', 'stock_quantity', 'slug'];
const STAFF_FILTERS = ['q', 'id', 'category_id', 'is_active', 'is_visible', 'is_recommended', 'status', 'low_stock'] as const;
const STATUS_FLAGS: Record<string, Pick<ProductListCriteria, 'isActive' | 'isVisible'>> = {
  visible: { isVisible: true },
  hidden: { isVisible: false },
  active: { isActive: true },
  inactive: { isActive: false },
};

/** The back office list (ra-data-simple-rest): every product, filtered by `filter={...}`. */
export function staffCriteria(query: Query, lang: Language): ProductListCriteria {
  const list: ListQuery = parseListQuery(query, {
    sortable: STAFF_SORT_FIELDS,
    defaultSort: ['created_at', 'DESC'],
    defaultLimit: 24,
    maxLimit: 100,
  });
  const filter = knownFilter(list.filter, STAFF_FILTERS);
  let isActive = booleanParam(filter.is_active, 'filter.is_active');
  let isVisible = booleanParam(filter.is_visible, 'filter.is_visible');
  if (filter.status !== undefined && filter.status !== '' && filter.status !== null) {
    const status = STATUS_FLAGS[String(filter.status)];
    if (!status)
      throw DomainError.invalid(
        'INVALID_LIST_QUERY',
        `filter.status must be one of ${Object.keys(STATUS_FLAGS).join(', ')}`,
        'filter.status',
      );
    const clash =
      (status.isActive !== undefined && isActive !== undefined && isActive !== status.isActive) ||
      (status.isVisible !== undefined && isVisible !== undefined && isVisible !== status.isVisible);
    if (clash)
      throw DomainError.invalid('INVALID_LIST_QUERY', 'filter.status contradicts filter.is_active or filter.is_visible', 'filter.status');
    isActive = status.isActive ?? isActive;
    isVisible = status.isVisible ?? isVisible;
  }
  const categoryId = idParam(filter.category_id, 'filter.category_id');
  return {
    onlyOnSale: false,
    lang,
    offset: pageStart(list.offset),
    limit: list.limit,
    sort: { field: list.sortField as ProductSortField, order: list.sortOrder },
    ids: idListParam(filter.id, 'filter.id'),
    category: categoryId === undefined ? undefined : { id: categoryId },
    isActive,
    isVisible,
    isRecommended: booleanParam(filter.is_recommended, 'filter.is_recommended'),
    text: textParam(filter.q, 'filter.q'),
    lowStock: booleanParam(filter.low_stock, 'filter.low_stock') ? { shopDefault: 0 } : undefined,
  };
}
