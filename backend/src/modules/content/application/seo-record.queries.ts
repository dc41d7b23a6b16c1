import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import type { ListQuery, ListQueryRules, Page } from '../../../shared/pagination/list-query';
import { seoRecordNotFound } from '../domain/content.errors';
import {
  activePageKey,
  DEFAULT_SEO_LANGUAGE,
  isSeoLanguage,
  isSeoPageType,
  pageSlugFor,
  SEO_LANGUAGES,
  SEO_PAGE_TYPES,
  SeoRecord,
} from '../domain/seo-record';
import { booleanFilter, choiceFilter, idsFilter, textFilter } from './list-filters.rules';
import { SEO_SORT_FIELDS, SeoRecordStore, SeoSortField } from './seo-record-store.port';

export const SEO_LIST_RULES: ListQueryRules = { sortable: SEO_SORT_FIELDS, defaultSort: ['page_type', 'ASC'] };

export interface SeoPageLookup {
  pageType?: string;
  language?: string;
  pageSlug?: string;
}

@Injectable()
export class SeoRecordQueries {
  constructor(private readonly records: SeoRecordStore) {}

  /** The record the storefront (and the server-side head) shows for one page. */
  /** The page's active record; none is no error (the page keeps its default head). */
  async findForPage(lookup: SeoPageLookup): Promise<SeoRecord | null> {
    if (!isSeoPageType(lookup.pageType)) {
      throw DomainError.invalid('INVALID_PAGE_TYPE', `page_type must be one of ${SEO_PAGE_TYPES.join(', ')}`, 'page_type');
    }
    const language = lookup.language || DEFAULT_SEO_LANGUAGE;
    if (!isSeoLanguage(language)) {
      throw DomainError.invalid('INVALID_LANGUAGE', `language must be one of ${SEO_LANGUAGES.join(', ')}`, 'language');
    }
    const pageSlug = pageSlugFor(lookup.pageType, lookup.pageSlug);
    return this.records.findActive(activePageKey({ pageType: lookup.pageType, language, pageSlug, isActive: true })!);
  }

  async getById(id: number): Promise<SeoRecord> {
    const record = await this.records.findById(id);
    if (!record) throw seoRecordNotFound();
    return record;
  }

  list(query: ListQuery): Promise<Page<SeoRecord>> {
    return this.records.list({
      offset: query.offset,
      limit: query.limit,
      sortField: query.sortField as SeoSortField,
      sortOrder: query.sortOrder,
      pageType: choiceFilter(query.filter, 'page_type', SEO_PAGE_TYPES),
      language: choiceFilter(query.filter, 'language', SEO_LANGUAGES),
      isActive: booleanFilter(query.filter, 'is_active'),
      pageSlug: textFilter(query.filter, 'page_slug'),
      q: textFilter(query.filter, 'q'),
      ids: idsFilter(query.filter),
    });
  }
}
