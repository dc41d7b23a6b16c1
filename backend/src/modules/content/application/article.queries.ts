import { Injectable } from '@nestjs/common';
import type { ListQuery, ListQueryRules, Page } from '../../../shared/pagination/list-query';
import { Article, isPubliclyReadable } from '../domain/article';
import { articleNotFound } from '../domain/content.errors';
import { ARTICLE_SORT_FIELDS, ArticleStore, ArticleSortField } from './article-store.port';
import { booleanFilter, idsFilter, textFilter } from './list-filters.rules';

export const PUBLIC_ARTICLE_LIST_RULES: ListQueryRules = { sortable: ['created_at'], defaultSort: ['created_at', 'DESC'] };
export const ADMIN_ARTICLE_LIST_RULES: ListQueryRules = { sortable: ARTICLE_SORT_FIELDS, defaultSort: ['created_at', 'DESC'] };

export interface ArticleReader {
  /** Staff preview: an admin may open an inactive article by its address. */
  includeInactive: boolean;
}

/** The read side of articles: the public blog, the back-office list and single reads. */
@Injectable()
export class ArticleQueries {
  constructor(private readonly articles: ArticleStore) {}

  listPublished(query: ListQuery): Promise<Page<Article>> {
    return this.articles.listPublished(query.offset, query.limit);
  }

  listForAdmin(query: ListQuery): Promise<Page<Article>> {
    return this.articles.list({
      offset: query.offset,
      limit: query.limit,
      sortField: query.sortField as ArticleSortField,
      sortOrder: query.sortOrder,
      q: textFilter(query.filter, 'q'),
      isActive: booleanFilter(query.filter, 'is_active'),
      showInList: booleanFilter(query.filter, 'show_in_list'),
      ids: idsFilter(query.filter),
    });
  }

  async getById(id: number, reader: ArticleReader): Promise<Article> {
    return this.readable(await this.articles.findById(id), reader);
  }

  async getBySlug(slug: string, reader: ArticleReader): Promise<Article> {
    return this.readable(await this.articles.findBySlug(slug.trim().toLowerCase()), reader);
  }

  private readable(article: Article | null, reader: ArticleReader): Article {
    if (!article || (!reader.includeInactive && !isPubliclyReadable(article))) throw articleNotFound();
    return article;
  }
}
