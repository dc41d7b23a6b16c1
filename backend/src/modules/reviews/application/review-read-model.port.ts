import type { Page } from '../../../shared/pagination/list-query';
import type { ReviewStatus } from '../domain/review';
import type { ReviewRecord } from './review-store.port';

export const REVIEW_SORT_FIELDS = ['created_at', 'stars', 'id'] as const;
export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number];

export interface ReviewListCriteria {
  offset: number;
  limit: number;
  sort: { field: ReviewSortField; order: 'ASC' | 'DESC' };
  productId?: number;
  stars?: number;
  status?: ReviewStatus;
  ids?: number[];
}

/** Port: reads reviews for staff (filtered lists) and for the product page (published ones, newest first). */
export abstract class ReviewReadModel {
  abstract list(criteria: ReviewListCriteria): Promise<Page<ReviewRecord>>;
  abstract findById(id: number): Promise<ReviewRecord | null>;
  abstract published(productId: number, offset: number, limit: number): Promise<Page<ReviewRecord>>;
}
