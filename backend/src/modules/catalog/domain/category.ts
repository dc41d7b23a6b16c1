import { cleanTranslations, Translation, TranslationInput, trimmedOrNull } from './translations';

/** A category's own fields, as staff set them. */
interface CategoryFields {
  name: string;
  description: string | null;
  imageUrl: string | null;
  isRequired: boolean;
  isActive: boolean;
  sortOrder: number;
  translations: Translation[];
}

/** A category as read, with the number of products filed under it. */
export interface CategoryRecord extends CategoryFields {
  id: number;
  slug: string;
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

/** `slug`: as typed, or null to make one from the name. */
export interface CategoryDraft extends CategoryFields {
  slug: string | null;
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
