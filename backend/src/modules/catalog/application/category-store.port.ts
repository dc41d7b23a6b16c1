import type { Page } from '../../../shared/pagination/list-query';
import type { CategoryDraft, CategoryRecord } from '../domain/category';
import type { SlugRegistry } from './slug-assignment.rules';

export type CategorySortField = 'id' | 'name' | 'slug' | 'sort_order' | 'is_active' | 'created_at';

export interface CategoryListCriteria {
  ids?: number[];
  /** Case-insensitive match in the name, slug or a translated name. */
  text?: string;
  isActive?: boolean;
  sort: { field: CategorySortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/**
 * Categories with their product counts. Shoppers' reads count only products on sale and see
 * only active categories; staff reads count every product.
 */
export abstract class CategoryStore implements SlugRegistry {
  /** Active categories by sort_order then id. */
  abstract listActive(): Promise<CategoryRecord[]>;
  abstract listForStaff(criteria: CategoryListCriteria): Promise<Page<CategoryRecord>>;
  abstract findById(id: number, audience: { shoppers: boolean }): Promise<CategoryRecord | null>;
  /** An active category by its slug, or by its name in any case (storefront links may use it). */
  abstract findActiveBySlugOrName(slugOrName: string): Promise<CategoryRecord | null>;
  abstract current(id: number): Promise<{ name: string; slug: string } | null>;
  abstract slugOwner(slug: string): Promise<number | null>;
  abstract slugsStartingWith(base: string, exceptId: number | null): Promise<string[]>;
  abstract create(category: CategoryDraft & { slug: string }): Promise<number>;
  abstract replace(id: number, category: CategoryDraft & { slug: string }): Promise<void>;
  /** Removes the category, its translations and its product links; the products stay. */
  abstract delete(id: number): Promise<boolean>;
}
