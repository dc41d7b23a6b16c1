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

/** The blog list: active articles shown in the list, newest first. */
export async function listArticles(lang: Language, signal?: AbortSignal): Promise<ArticleView[]> {
  const answer = await apiGet<Schemas['ArticleListResponseDto']>('/api/articles', { signal, query: { lang, per_page: 100 } });
  return answer.data.map(toArticleView).filter((article) => article.show_in_list !== false);
}

/** A numeric value means an id, anything else a slug (the spec's /article/{slugOrId}). */
export async function getArticle(slugOrId: string, lang: Language, signal?: AbortSignal): Promise<ArticleView> {
  const path = /^\d+$/.test(slugOrId) ? `/api/articles/${slugOrId}` : `/api/articles/slug/${encodeURIComponent(slugOrId)}`;
  const answer = await apiGet<Schemas['ArticleEnvelopeDto']>(path, { signal, query: { lang } });
  return toArticleView(answer.data);
}
