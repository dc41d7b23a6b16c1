import type { Language } from '../rules/language';
import { apiGet } from './client';
import type { Schemas, WireArticle } from './wire';

export interface ArticleView {
  id: number;
  slug: string;
  title: string;
  content: string;
  image_url: string | null;
  created_at: string;
  show_in_list: boolean;
}

export function toArticleView(wire: WireArticle): ArticleView {
  return {
    id: wire.id,
    slug: wire.slug,
    title: wire.localized_title || wire.title,
    content: wire.localized_content || wire.content || '',
    image_url: wire.image_url ?? null,
    created_at: wire.created_at,
    show_in_list: wire.show_in_list,
  };
}

export interface ArticlePage {
  articles: ArticleView[];
  /** Articles in the whole list, for "show more". */
  total: number;
}

/** One page of the blog list: active articles shown in the list, newest first (page counts from 1). */
export async function listArticles(lang: Language, page = 1, perPage = 12, signal?: AbortSignal): Promise<ArticlePage> {
  const answer = await apiGet<Schemas['ArticleListResponseDto']>('/api/articles', { signal, query: { lang, page, per_page: perPage } });
  // The API lists only articles shown in the list; the check stays in case an older server answers.
  return { articles: answer.data.map(toArticleView).filter((article) => article.show_in_list !== false), total: answer.total };
}

/** A numeric value means an id, anything else a slug (the spec's /article/{slugOrId}). */
export async function getArticle(slugOrId: string, lang: Language, signal?: AbortSignal): Promise<ArticleView> {
  const path = /^\d+$/.test(slugOrId) ? `/api/articles/${slugOrId}` : `/api/articles/slug/${encodeURIComponent(slugOrId)}`;
  const answer = await apiGet<Schemas['ArticleEnvelopeDto']>(path, { signal, query: { lang } });
  return toArticleView(answer.data);
}
