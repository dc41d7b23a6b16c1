import type { Page } from '../../../shared/pagination/list-query';
import type { SeoLanguage, SeoPageType, SeoRecord, SeoRecordFields } from '../domain/seo-record';

export const SEO_SORT_FIELDS = ['id', 'page_type', 'page_slug', 'language', 'title', 'is_active', 'created_at', 'updated_at'] as const;
export type SeoSortField = (typeof SEO_SORT_FIELDS)[number];

export interface SeoRecordListRequest {
  offset: number;
  limit: number;
  sortField: SeoSortField;
  sortOrder: 'ASC' | 'DESC';
  pageType?: SeoPageType;
  language?: SeoLanguage;
  isActive?: boolean;
  pageSlug?: string;
  /** Case-insensitive part of the title. */
  q?: string;
  ids?: number[];
}

/** Port: where SEO records are kept. */
export abstract class SeoRecordStore {
  abstract findById(id: number): Promise<SeoRecord | null>;
  /** The active record of one page (by its active page key), if any. */
  abstract findActive(pageKey: string): Promise<SeoRecord | null>;
  abstract list(request: SeoRecordListRequest): Promise<Page<SeoRecord>>;
  /** Throws seoRecordDuplicate when another active record holds the same page key. */
  abstract insert(fields: SeoRecordFields): Promise<SeoRecord>;
  abstract update(id: number, fields: SeoRecordFields): Promise<SeoRecord>;
  abstract delete(id: number): Promise<void>;
}
