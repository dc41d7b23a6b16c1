import type { LoaderFunctionArgs } from 'react-router-dom';
import { ArticlePage, listArticles } from '../../api/articles';
import type { Language } from '../../rules/language';

/** Articles on the first page of the blog; more come with "show more". */
export const BLOG_PAGE_SIZE = 12;

export type ArticlesPageData = { kind: 'list'; page: ArticlePage } | { kind: 'failed' };

/** The blog's first page. A failed read is the page's own state (BLOG.LOAD_FAILED with a retry). */
export function articlesLoader(language: Language) {
  return async ({ request }: LoaderFunctionArgs): Promise<ArticlesPageData> => {
    try {
      return { kind: 'list', page: await listArticles(language, 1, BLOG_PAGE_SIZE, request.signal) };
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      return { kind: 'failed' };
    }
  };
}
