import type { SizeTemplateRequestWire, SizeTemplateWire } from '../api/wire';
import { translationsByLanguage, translationsPayload, type TranslationsByLanguage } from '../shared/translations';

export const TEMPLATE_CATEGORIES = ['footwear', 'clothing', 'accessories', 'balls'] as const;
export const TEMPLATE_VARIANTS = ['size', 'color', 'size_color'] as const;
/** Staff type the stock they have; a template never invents any. */
export const DEFAULT_SIZE_STOCK = 0;

export interface SizeTemplateFormValues {
  id?: number;
  name: string;
  category: string;
  variant: string;
  description: string;
  sizes: Array<{ size: string; sku_suffix: string; default_stock: number; is_default_active: boolean }>;
  colors: Array<{ color_name: string; sku_suffix: string; is_default_active: boolean }>;
  translations: TranslationsByLanguage;
}

export function sizeTemplateFormValues(record?: Partial<SizeTemplateWire>): SizeTemplateFormValues {
  return {
    ...(record?.id !== undefined ? { id: record.id } : {}),
    name: record?.name ?? '',
    category: record?.category ?? 'clothing',
    variant: record?.variant ?? '',
    description: record?.description ?? '',
    sizes: (record?.sizes ?? []).map((s) => ({ ...s })),
    colors: (record?.colors ?? []).map((c) => ({ ...c })),
    translations: translationsByLanguage(record?.translations),
  };
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Payload: trimmed, rows without a size or colour name dropped, empty suffixes left to the server. */
export function sizeTemplatePayload(values: SizeTemplateFormValues): SizeTemplateRequestWire {
  return {
    name: text(values.name),
    category: values.category as SizeTemplateRequestWire['category'],
    variant: text(values.variant) || null,
    description: text(values.description) || null,
    sizes: (values.sizes ?? [])
      .filter((s) => text(s?.size))
      .map((s) => ({
        size: text(s.size),
        sku_suffix: text(s.sku_suffix) || null,
        default_stock: Number.isFinite(Number(s.default_stock)) ? Number(s.default_stock) : DEFAULT_SIZE_STOCK,
        is_default_active: s.is_default_active ?? true,
      })),
    colors: (values.colors ?? [])
      .filter((c) => text(c?.color_name))
      .map((c) => ({
        color_name: text(c.color_name),
        sku_suffix: text(c.sku_suffix) || null,
        is_default_active: c.is_default_active ?? true,
      })),
    translations: translationsPayload(values.translations),
  };
}
