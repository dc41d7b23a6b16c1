import { cleanTranslations, Translation, TranslationInput, trimmedOrNull } from './translations';

/** A category as read, with the number of products filed under it. */
export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  isRequired: boolean;
  isActive: boolean;
  sortOrder: number;
  translations: Translation[];
  productCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface CategoryInput {
  name: string;
  slug?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  isRequired?: boolean;
  isActive?: boolean;
  sortOrder?: number;
  translations?: TranslationInput[];
}

export interface CategoryDraft {
  name: string;
  slug: string | null;
  description: string | null;
  imageUrl: string | null;
  isRequired: boolean;
  isActive: boolean;
  sortOrder: number;
  translations: Translation[];
}

/** Trims a category and applies its defaults (active, first in order). */
export function draftCategory(input: CategoryInput): CategoryDraft {
  return {
    name: input.name.trim(),
    slug: trimmedOrNull(input.slug),
    description: trimmedOrNull(input.description),
    imageUrl: trimmedOrNull(input.imageUrl),
    isRequired: input.isRequired ?? false,
    isActive: input.isActive ?? true,
    sortOrder: input.sortOrder ?? 0,
    translations: cleanTranslations('translations', input.translations),
  };
}
