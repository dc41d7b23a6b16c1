import type { Page } from '../../../shared/pagination/list-query';
import type { Article, ArticleContent } from '../domain/article';

export const ARTICLE_SORT_FIELDS = ['id', 'title', 'slug', 'created_at', 'updated_at', 'is_active', 'show_in_list'] as const;
export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];

export interface ArticleListRequest {
  offset: number;
  limit: number;
  sortField: ArticleSortField;
  sortOrder: 'ASC' | 'DESC';
  /** Case-insensitive part of the title. */
  q?: string;
  isActive?: boolean;
  showInList?: boolean;
  ids?: number[];
}

/** Port: where articles are kept. Lists are filtered, sorted and cut in the database. */
export abstract class ArticleStore {
  abstract findById(id: number): Promise<Article | null>;
  abstract findBySlug(slug: string): Promise<Article | null>;
  /** The blog list: active and shown in the list, newest first. */
  abstract listPublished(offset: number, limit: number): Promise<Page<Article>>;
  abstract list(request: ArticleListRequest): Promise<Page<Article>>;
  /** Slugs equal to `base` or of the form `base-N`, other than the given article's own. */
  abstract slugsLike(base: string, exceptArticleId?: number): Promise<string[]>;
  /** Throws articleSlugTaken when the slug was taken meanwhile. */
  abstract insert(slug: string, content: ArticleContent): Promise<Article>;
  /** Replaces the article and its translations; throws articleSlugTaken like insert. */
  abstract update(id: number, slug: string, content: ArticleContent): Promise<Article>;
  abstract delete(id: number): Promise<void>;
}
