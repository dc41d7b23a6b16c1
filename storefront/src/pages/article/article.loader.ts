import type { LoaderFunctionArgs } from 'react-router-dom';
import { ArticleView, getArticle } from '../../api/articles';
import { bodyWithoutTitle } from '../../rules/article-excerpt';
import type { Language } from '../../rules/language';
import type { SafeHtml } from 'shop-rules/markdown-html';

export interface ArticlePageData {
  article: ArticleView;
  /** The body as sanitised HTML, without a first heading that only repeats the title. */
  bodyHtml: SafeHtml;
}

/**
 * One article by slug, or by id when the address is a number. An unknown one is the API's 404, which the
 * route's error page shows as the not-found page; the Russian address is its own route, so a language
 * change loads the article again in that language.
 */
export function articleLoader(language: Language) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ArticlePageData> => {
    const slugOrId = params.slugOrId ?? '';
    const [article, { markdownToSafeHtml }] = await Promise.all([
      getArticle(slugOrId, language, request.signal),
      import('shop-rules/markdown-html'),
    ]);
    return { article, bodyHtml: markdownToSafeHtml(bodyWithoutTitle(article.content, article.title)) };
  };
}
