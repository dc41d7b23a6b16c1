import { LoaderFunctionArgs, replace, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { getCategoryBySlug, type CategoryView } from '../../api/categories';
import { ApiError } from '../../api/client';
import { listProducts, type ProductPage, type ProductQuery } from '../../api/products';
import { findSeoRecord } from '../../api/seo';
import { CategoryFilters, filtersFromQuery, onlyShownPagesDiffer, shownPagesOf } from '../../rules/category-filters';
import { Language, localPath } from '../../rules/language';

/** Products per page of a category ('show more' asks for the next one). */
export const CATEGORY_PAGE_SIZE = 24;

export interface CategoryPageData {
  /** The category's slug as the address has it. */
  slug: string;
  /** Null when the category could not be loaded (the page then names it by its slug); an unknown one is a 404. */
  category: CategoryView | null;
  filters: CategoryFilters;
  /** The products of the pages the address shows (?pages=n, the first alone by default), and the list's total. */
  shown: ProductPage;
  shownPages: number;
  seoTitle: string | null;
}

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';

/** The API query of a category's products with its filters. */
export function categoryProductQuery(language: Language, slug: string, filters: CategoryFilters, page: number): ProductQuery {
  return {
    lang: language,
    category: slug,
    q: filters.q || undefined,
    min_price: filters.minPrice ?? undefined,
    max_price: filters.maxPrice ?? undefined,
    sort: filters.sort,
    page,
    per_page: CATEGORY_PAGE_SIZE,
  };
}

/**
 * A category page: the category, the first page of its products with the filters of the address
 * (filtered, sorted and paged by the API), and its SEO record, all at once. A link by name
 * (/category/Boxing) is answered with the slug's address instead, replacing it in the history.
 * The spec: a failed product list is an empty list; a category that failed to load (not one the shop
 * does not have: that is the not-found page) leaves the name to the slug.
 */
export function categoryLoader(language: Language) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<CategoryPageData> => {
    const slug = params.slug ?? '';
    const url = new URL(request.url);
    const filters = filtersFromQuery(url.searchParams);
    const signal = request.signal;
    const shownPages = shownPagesOf(url.searchParams);
    const [category, shown, seo] = await Promise.all([
      getCategoryBySlug(slug, language, signal).catch((error: unknown): null => {
        // No such category: the not-found page (RouteErrorPage), in the browser as on the server.
        if (isAbort(error) || (error instanceof ApiError && error.notFound)) throw error;
        return null;
      }),
      shownProducts(language, slug, filters, shownPages, signal).catch((error: unknown): ProductPage => {
        if (isAbort(error)) throw error;
        return { products: [], total: 0 };
      }),
      findSeoRecord({ page_type: 'category', language, page_slug: slug }, signal),
    ]);
    if (category && category.slug !== slug) {
      throw replace(`${localPath(language, `/category/${encodeURIComponent(category.slug)}`)}${url.search}`);
    }
    return { slug, category, filters, shown, shownPages, seoTitle: seo?.title || null };
  };
}

/** Pages 1 to n of the list, read side by side, as one list (a product that moved between pages shows once). */
async function shownProducts(
  language: Language,
  slug: string,
  filters: CategoryFilters,
  pages: number,
  signal: AbortSignal,
): Promise<ProductPage> {
  const read = await Promise.all(
    Array.from({ length: pages }, (_, index) => listProducts(categoryProductQuery(language, slug, filters, index + 1), signal)),
  );
  const seen = new Set<number>();
  const products = read.flatMap((page) => page.products).filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id)));
  return { products, total: read[0].total };
}

/** 'Show more' writes the shown pages into the address: the products are on the screen already, nothing to read again. */
export function categoryShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && onlyShownPagesDiffer(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
