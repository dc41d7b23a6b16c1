import { suffixOf } from './sku';
import { cleanTranslations, Translation, TranslationInput, trimmedOrNull } from './translations';

export const TEMPLATE_CATEGORIES = ['footwear', 'clothing', 'accessories', 'balls'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** Stock a template gives each variant unless staff type a number: none, so a new product never shows stock it does not have. */
export const DEFAULT_TEMPLATE_STOCK = 0;

export interface TemplateSize {
  size: string;
  skuSuffix: string;
  defaultStock: number;
  isDefaultActive: boolean;
}

export interface TemplateColor {
  colorName: string;
  skuSuffix: string;
  isDefaultActive: boolean;
}

export interface SizeTemplateRecord {
  id: number;
  name: string;
  category: string;
  variant: string;
  description: string | null;
  sizes: TemplateSize[];
  colors: TemplateColor[];
  translations: Translation[];
  createdAt: Date;
  updatedAt: Date;
}

export interface SizeTemplateInput {
  name: string;
  category: TemplateCategory;
  variant?: string | null;
  description?: string | null;
  sizes?: Array<{ size: string; skuSuffix?: string | null; defaultStock?: number; isDefaultActive?: boolean }>;
  colors?: Array<{ colorName: string; skuSuffix?: string | null; isDefaultActive?: boolean }>;
  translations?: TranslationInput[];
}

export type SizeTemplateDraft = Omit<SizeTemplateRecord, 'id' | 'createdAt' | 'updatedAt'>;

/** What the template varies, when staff leave the tag empty. */
function variantTag(sizes: number, colors: number): string {
  if (sizes > 0 && colors > 0) return 'size_color';
  return colors > 0 ? 'color' : 'size';
}

/** Trims a template and fills the defaults: stock 0, every row active, suffixes from the text. */
export function draftSizeTemplate(input: SizeTemplateInput): SizeTemplateDraft {
  const sizes = (input.sizes ?? []).map((row) => ({
    size: row.size.trim(),
    skuSuffix: trimmedOrNull(row.skuSuffix) ?? suffixOf(row.size),
    defaultStock: row.defaultStock ?? DEFAULT_TEMPLATE_STOCK,
    isDefaultActive: row.isDefaultActive ?? true,
  }));
  const colors = (input.colors ?? []).map((row) => ({
    colorName: row.colorName.trim(),
    skuSuffix: trimmedOrNull(row.skuSuffix) ?? suffixOf(row.colorName),
    isDefaultActive: row.isDefaultActive ?? true,
  }));
  return {
    name: input.name.trim(),
    category: input.category,
    variant: trimmedOrNull(input.variant) ?? variantTag(sizes.length, colors.length),
    description: trimmedOrNull(input.description),
    sizes,
    colors,
    translations: cleanTranslations('translations', input.translations),
  };
}
