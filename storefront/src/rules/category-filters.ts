/** The storefront's sorts; 'name' is the spec's default. */
export const PRODUCT_SORTS = ['name', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_SORT: ProductSort = 'name';
/** The API takes search text up to 200 characters. */
export const SEARCH_TEXT_MAX = 200;

/** A category page's filters, as its address carries them (?q=&min_price=&max_price=&sort=). */
export interface CategoryFilters {
  q: string;
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProductSort;
}

export const NO_FILTERS: CategoryFilters = { q: '', minPrice: null, maxPrice: null, sort: DEFAULT_SORT };

const isSort = (value: string | null): value is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(value ?? '');

/** A price bound applies only above 0 (the spec); anything else in the address is no bound. */
function priceBound(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Reads the filters from the address; unknown or malformed values fall back to no filter. */
export function filtersFromQuery(query: URLSearchParams): CategoryFilters {
  const sort = query.get('sort');
  return {
    q: (query.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX),
    minPrice: priceBound(query.get('min_price')),
    maxPrice: priceBound(query.get('max_price')),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The address query of the filters, leaving out what is the default (so a plain category page has none). */
export function filtersToQuery(filters: CategoryFilters): URLSearchParams {
  const query = new URLSearchParams();
  const q = filters.q.trim();
  if (q) query.set('q', q);
  if (filters.minPrice !== null && filters.minPrice > 0) query.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== null && filters.maxPrice > 0) query.set('max_price', String(filters.maxPrice));
  if (filters.sort !== DEFAULT_SORT) query.set('sort', filters.sort);
  return query;
}

/** The spec: filters are active with search text, a price bound above 0, or a sort other than 'name'. */
export function filtersActive(filters: CategoryFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** How many choices differ from the plain list (search text, each price bound, the sort): the phone's filter button shows it. */
export function activeFilterCount(filters: CategoryFilters): number {
  return [filters.q.trim() !== '', (filters.minPrice ?? 0) > 0, (filters.maxPrice ?? 0) > 0, filters.sort !== DEFAULT_SORT].filter(Boolean)
    .length;
}

export type PriceProblem = 'invalid' | 'below-minimum';

/** A price typed in the filter panel: empty is no bound; otherwise a number of 0 or more. */
export function readPriceInput(text: string): { value: number | null } | { problem: 'invalid' } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return { problem: 'invalid' };
  return { value: value > 0 ? value : null };
}

export interface FilterDraft {
  q: string;
  minPrice: string;
  maxPrice: string;
  sort: ProductSort;
}

export function draftOf(filters: CategoryFilters): FilterDraft {
  return {
    q: filters.q,
    minPrice: filters.minPrice === null ? '' : String(filters.minPrice),
    maxPrice: filters.maxPrice === null ? '' : String(filters.maxPrice),
    sort: filters.sort,
  };
}

/** The filters a panel's draft asks for, or the problem of each price field (a maximum below the minimum, say). */
export function filtersOfDraft(
  draft: FilterDraft,
): { filters: CategoryFilters } | { problems: Partial<Record<'minPrice' | 'maxPrice', PriceProblem>> } {
  const min = readPriceInput(draft.minPrice);
  const max = readPriceInput(draft.maxPrice);
  const problems: Partial<Record<'minPrice' | 'maxPrice', PriceProblem>> = {};
  if ('problem' in min) problems.minPrice = 'invalid';
  if ('problem' in max) problems.maxPrice = 'invalid';
  if ('value' in min && 'value' in max && min.value !== null && max.value !== null && max.value < min.value)
    problems.maxPrice = 'below-minimum';
  if (Object.keys(problems).length > 0 || !('value' in min) || !('value' in max)) return { problems };
  return { filters: { q: draft.q.trim().slice(0, SEARCH_TEXT_MAX), minPrice: min.value, maxPrice: max.value, sort: draft.sort } };
}

/**
 * How many pages of a category the address shows: 'show more' writes it (?pages=3), so coming back to
 * the category from a product shows what the shopper had opened, at the same place. At most
 * MAX_SHOWN_PAGES, so an address cannot make one page view ask for hundreds of products.
 */
export const MAX_SHOWN_PAGES = 10;

export function shownPagesOf(query: URLSearchParams): number {
  const value = query.get('pages') ?? '';
  if (!/^\d{1,3}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_SHOWN_PAGES);
}

/** The address's query with `pages` set to what is shown (left out for the first page alone). */
export function withShownPages(search: string, pages: number): string {
  const query = new URLSearchParams(search);
  if (pages > 1) query.set('pages', String(Math.min(pages, MAX_SHOWN_PAGES)));
  else query.delete('pages');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Two addresses that differ only in how many pages they show (the shown products are already on the screen). */
export function onlyShownPagesDiffer(a: URL, b: URL): boolean {
  if (a.pathname !== b.pathname) return false;
  const without = (url: URL) => withShownPages(url.search, 1);
  return without(a) === without(b) && a.search !== b.search;
}
