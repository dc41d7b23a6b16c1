import type { ImageRequestWire, ProductRequestWire, ProductWire } from '../api/wire';
import { translationsByLanguage, translationsPayload, type TranslationsByLanguage } from '../shared/translations';
import { copySku, variantSku } from './sku';
import type { VariantFormValues } from './sizeTemplates';

export interface ImageFormValues {
  id?: number;
  url: string;
  is_primary: boolean;
}

/** What the product form edits. */
export interface ProductFormValues {
  id?: number;
  name: string;
  slug: string;
  description: string;
  price: number;
  has_discount: boolean;
  discount_price: number;
  discount_percentage: number;
  stock_quantity: number;
  /** Own low-stock threshold; empty: the shop's default. */
  low_stock_threshold?: number | null;
  image_url: string;
  is_required: boolean;
  is_active: boolean;
  is_visible: boolean;
  is_recommended: boolean;
  has_variants: boolean;
  category_ids: Array<number | string | null>;
  translations: TranslationsByLanguage;
  variants: VariantFormValues[];
  images: ImageFormValues[];
}

export const NEW_VARIANT: VariantFormValues = {
  sku: '',
  size: '',
  color: '',
  material: '',
  stock_quantity: 0,
  price_modifier: 0,
  is_active: true,
};

/** A new product: active, visible, not recommended, no discount, no variants, empty translations. */
export function productFormValues(record?: Partial<ProductWire>): ProductFormValues {
  return {
    ...(record?.id !== undefined ? { id: record.id } : {}),
    name: record?.name ?? '',
    slug: record?.slug ?? '',
    description: record?.description ?? '',
    price: record?.price ?? 0,
    has_discount: record?.has_discount ?? false,
    discount_price: record?.has_discount ? (record.discount_price ?? 0) : 0,
    discount_percentage: record?.has_discount ? (record.discount_percentage ?? 0) : 0,
    stock_quantity: record?.stock_quantity ?? 0,
    low_stock_threshold: record?.low_stock_threshold ?? undefined,
    image_url: record?.image_url ?? '',
    is_required: record?.is_required ?? false,
    is_active: record?.is_active ?? true,
    is_visible: record?.is_visible ?? true,
    is_recommended: record?.is_recommended ?? false,
    has_variants: record?.has_variants ?? false,
    category_ids: (record?.categories ?? []).map((c) => c.id),
    translations: translationsByLanguage(record?.translations),
    variants: (record?.variants ?? []).map((v) => ({
      id: v.id,
      sku: v.sku,
      size: v.size ?? '',
      color: v.color ?? '',
      material: v.material ?? '',
      stock_quantity: v.stock_quantity,
      low_stock_threshold: v.low_stock_threshold ?? undefined,
      price_modifier: v.price_modifier,
      is_active: v.is_active,
    })),
    images: [...(record?.images ?? [])]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((i) => ({ id: i.id, url: i.url, is_primary: i.is_primary })),
  };
}

/** Copy: the same data without ids and timestamps, name + ' (Copy)', slug + '-copy', fresh variant SKUs. */
export function copyOfProduct(record: ProductWire, now = Date.now()): ProductFormValues {
  const values = productFormValues(record);
  delete values.id;
  return {
    ...values,
    name: `${values.name} (Copy)`,
    slug: values.slug ? `${values.slug}-copy` : '',
    variants: values.variants.map(({ id: _id, ...variant }, index) => ({ ...variant, sku: copySku(index, now) })),
    images: values.images.map(({ id: _id, ...image }) => image),
  };
}

const toNumber = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
};
const textOrNull = (value: string | null | undefined) => (value ?? '').trim() || null;
/** An empty threshold is none of its own (the product's, else the shop's default applies). */
const thresholdOrNull = (value: unknown): number | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : toNumber(value);

function imagesPayload(images: ImageFormValues[]): ImageRequestWire[] {
  const kept = images.filter((i) => (i.url ?? '').trim());
  const primaryAt = Math.max(
    0,
    kept.findIndex((i) => i.is_primary),
  );
  // The position after reordering is the sort order; exactly one image is primary.
  return kept.map((image, position) => ({ url: image.url.trim(), sort_order: position, is_primary: position === primaryAt }));
}

/** The API payload of the product form (create and update). */
export function productPayload(values: ProductFormValues, now = Date.now()): ProductRequestWire & { id?: number } {
  const categoryIds = values.category_ids
    .filter((id) => id !== null && id !== undefined && String(id).trim() !== '')
    .map((id) => Number(id))
    .filter((id) => Number.isInteger(id) && id > 0);
  const productId = values.id ?? null;
  const variants = values.has_variants
    ? values.variants.map((v, index) => ({
        ...(v.id ? { id: v.id } : {}),
        // A stored variant's SKU goes back as staff left it: the server keeps it, or takes the one typed anew.
        sku: v.id ? (v.sku ?? '').trim() : variantSku(v.sku, index, productId, now),
        size: textOrNull(v.size),
        color: textOrNull(v.color),
        material: textOrNull(v.material),
        stock_quantity: toNumber(v.stock_quantity),
        low_stock_threshold: thresholdOrNull(v.low_stock_threshold),
        price_modifier: toNumber(v.price_modifier),
        is_active: v.is_active ?? true,
      }))
    : [];
  return {
    ...(values.id !== undefined ? { id: values.id } : {}),
    name: values.name.trim(),
    slug: textOrNull(values.slug),
    description: textOrNull(values.description),
    price: toNumber(values.price),
    has_discount: values.has_discount,
    discount_price: values.has_discount ? toNumber(values.discount_price) : 0,
    discount_percentage: values.has_discount ? toNumber(values.discount_percentage) : 0,
    stock_quantity: toNumber(values.stock_quantity),
    low_stock_threshold: thresholdOrNull(values.low_stock_threshold),
    image_url: textOrNull(values.image_url),
    is_required: values.is_required ?? false,
    is_active: values.is_active,
    is_visible: values.is_visible,
    is_recommended: values.is_recommended,
    has_variants: values.has_variants,
    categories: categoryIds.map((id) => ({ id })),
    category_ids: categoryIds,
    category_id: categoryIds[0] ?? null,
    translations: translationsPayload(values.translations),
    variants,
    images: imagesPayload(values.images ?? []),
  };
}
