import type { CategoryRequestWire, CategoryWire } from '../api/wire';
import { translationsByLanguage, translationsPayload, type TranslationsByLanguage } from '../shared/translations';

/** What the category form edits: the record with one translation block per language. */
export interface CategoryFormValues {
  id?: number;
  name: string;
  description: string;
  image_url: string | null;
  is_active: boolean;
  sort_order: number;
  translations: TranslationsByLanguage;
}

export function categoryFormValues(record?: Partial<CategoryWire>): CategoryFormValues {
  return {
    ...(record?.id !== undefined ? { id: record.id } : {}),
    name: record?.name ?? '',
    description: record?.description ?? '',
    image_url: record?.image_url ?? null,
    is_active: record?.is_active ?? true,
    sort_order: record?.sort_order ?? 0,
    translations: translationsByLanguage(record?.translations),
  };
}

export function categoryPayload(values: Partial<CategoryFormValues>): CategoryRequestWire {
  return {
    name: (values.name ?? '').trim(),
    description: (values.description ?? '').trim() || null,
    image_url: values.image_url?.trim() || null,
    is_required: false,
    is_active: values.is_active ?? true,
    sort_order: Number.isFinite(Number(values.sort_order)) ? Number(values.sort_order) : 0,
    translations: translationsPayload(values.translations),
  };
}

/** The spec's name rule: required, at least 2 characters. */
export const validCategoryName = (name: string | null | undefined): boolean => (name ?? '').trim().length >= 2;
