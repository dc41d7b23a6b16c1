import type { Page } from '../../../shared/pagination/list-query';
import type { DiscountCode } from '../domain/discount-code';
import type { DiscountCodeDraft } from '../domain/discount-code-draft';

export const DISCOUNT_CODE_SORT_FIELDS = ['id', 'code', 'uses', 'valid_to', 'active', 'created_at'] as const;
export type DiscountCodeSortField = (typeof DISCOUNT_CODE_SORT_FIELDS)[number];

export interface DiscountCodeListCriteria {
  offset: number;
  limit: number;
  sort: { field: DiscountCodeSortField; order: 'ASC' | 'DESC' };
  /** Part of the code, any case. */
  text?: string;
  active?: boolean;
  ids?: number[];
}

/** Another code already has this (normalized) code. */
export class DiscountCodeTaken extends Error {}

/** Port: the discount codes staff manage and checkout reads. */
export abstract class DiscountCodeStore {
  abstract findById(id: number): Promise<DiscountCode | null>;
  /** By the normalized code. */
  abstract findByCode(code: string): Promise<DiscountCode | null>;
  /** Uses of the code by one customer email (lower case) that were not given back. */
  abstract countUsesByEmail(codeId: number, email: string): Promise<number>;
  abstract list(criteria: DiscountCodeListCriteria): Promise<Page<DiscountCode>>;
  /** Throws DiscountCodeTaken. */
  abstract create(draft: DiscountCodeDraft, at: Date): Promise<DiscountCode>;
  /** Throws DiscountCodeTaken; null when the code does not exist. */
  abstract update(id: number, draft: DiscountCodeDraft, at: Date): Promise<DiscountCode | null>;
  /** Deletes a code no order ever used: 'used' when it has uses, 'gone' when it does not exist. */
  abstract deleteUnused(id: number): Promise<'deleted' | 'used' | 'gone'>;
}
