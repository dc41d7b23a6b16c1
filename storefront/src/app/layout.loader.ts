import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { listCategories } from '../api/categories';
import type { Language } from '../rules/language';
import type { LayoutData } from './ShopLayout';

/** Header and footer list the categories; a failed call leaves the menus empty rather than the page broken. */
export function layoutLoader(language: Language) {
  return async ({ request }: LoaderFunctionArgs): Promise<LayoutData> => {
    try {
      return { categories: await listCategories(language, request.signal) };
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      return { categories: [] };
    }
  };
}

/** The categories change only with the language (or a retry after an error). */
export function layoutShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod) return defaultShouldRevalidate;
  const ru = (url: URL) => url.pathname === '/ru' || url.pathname.startsWith('/ru/');
  return ru(currentUrl) !== ru(nextUrl) || currentUrl.href === nextUrl.href;
}
