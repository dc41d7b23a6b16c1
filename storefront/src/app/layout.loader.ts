import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { listCategories } from '../api/categories';
import { loadLanguage } from '../i18n/i18n';
import type { Language } from '../rules/language';
import type { LayoutData } from './ShopLayout';

/**
 * The frame needs the language's texts (downloaded when the shopper switches language) and the
 * categories of header and footer; a failed category call leaves the menus empty rather than the page broken.
 */
export function layoutLoader(language: Language) {
  const categoriesOf = async (signal: AbortSignal): Promise<LayoutData['categories']> => {
    try {
      return await listCategories(language, signal);
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      return [];
    }
  };
  return async ({ request }: LoaderFunctionArgs): Promise<LayoutData> => {
    const [categories] = await Promise.all([categoriesOf(request.signal), loadLanguage(language)]);
    return { categories };
  };
}

/** The categories change only with the language (or a retry after an error). */
export function layoutShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod) return defaultShouldRevalidate;
  const ru = (url: URL) => url.pathname === '/ru' || url.pathname.startsWith('/ru/');
  return ru(currentUrl) !== ru(nextUrl) || currentUrl.href === nextUrl.href;
}
