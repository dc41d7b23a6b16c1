import type { LoaderFunctionArgs } from 'react-router-dom';
import { searchProducts, type ProductPage } from '../../api/products';
import { SEARCH_TEXT_MAX } from '../../rules/category-filters';
import type { Language } from '../../rules/language';

export const SEARCH_PAGE_SIZE = 24;

export interface SearchPageData {
  q: string;
  /** Null for an empty query: nothing is asked of the API. */
  firstPage: ProductPage | null;
}

export const searchQuery = (language: Language, q: string, page: number) => ({ lang: language, q, page, per_page: SEARCH_PAGE_SIZE });

/** /search?q=...: the first page of matches in any language; a failure is the route's error page (with a retry). */
export function searchLoader(language: Language) {
  return async ({ request }: LoaderFunctionArgs): Promise<SearchPageData> => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
    if (!q) return { q, firstPage: null };
    return { q, firstPage: await searchProducts(searchQuery(language, q, 1), request.signal) };
  };
}
