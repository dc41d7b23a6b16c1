import type { LoaderFunctionArgs } from 'react-router-dom';
import { ArticleView, getArticle } from '../../api/articles';
import type { Language } from '../../rules/language';

export interface ArticlePageData {
  article: ArticleView;
}

/**
 * One article by slug, or by id when the address is a number. An unknown one is the API's 404, which the
 * route's error page shows as the not-found page; the Russian address is its own route, so a language
 * change loads the article again in that language.
 */
export function articleLoader(language: Language) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ArticlePageData> => {
    const slugOrId = params.slugOrId ?? '';
    return { article: await getArticle(slugOrId, language, request.signal) };
  };
}
