import { DomainError } from '../../../shared/domain/domain-error';
import { toAgorot } from 'shop-rules';
import { skusTaken } from './catalog.errors';
import { consistentDiscount, shelfPriceOf } from './pricing';
import type { ImageInput, ProductDraft, ProductInput, VariantDraft, VariantInput } from './product';
import { variantSku } from './sku';
import { cleanTranslations, trimmedOrNull } from './translations';

export interface DraftContext {
  /** The product being replaced, or null for a new one. */
  productId: number | null;
  now: Date;
  /** The SKU each stored variant has now, by the variant's id: kept unless staff typed another. */
  storedSkus?: ReadonlyMap<number, string>;
  /** Codes of four characters or more are kept as typed, without the product id (the products file). */
  skusAsTyped?: boolean;
}

/** The categories chosen: `categories` and `category_ids`; the single `category_id` only when neither is sent. */
function chosenCategoryIds(input: ProductInput): number[] {
  const listed = input.categories !== undefined || input.categoryIds !== undefined;
  const ids = listed ? [...(input.categories ?? []).map((c) => c.id), ...(input.categoryIds ?? [])] : [input.categoryId];
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

function variantsOf(input: ProductInput, context: DraftContext, effectivePrice: number): VariantDraft[] {
  if (!input.hasVariants) return [];
  const variants = (input.variants ?? []).map((variant: VariantInput, position): VariantDraft => ({
    id: variant.id ?? null,
    sku: variantSku(variant.sku, {
      productId: context.productId,
      position,
      now: context.now,
      stored: variant.id == null ? null : context.storedSkus?.get(variant.id),
      asTyped: context.skusAsTyped,
    }),
    size: trimmedOrNull(variant.size),
    color: trimmedOrNull(variant.color),
    material: trimmedOrNull(variant.material),
    stockQuantity: variant.stockQuantity,
    lowStockThreshold: variant.lowStockThreshold ?? null,
    priceModifier: variant.priceModifier ?? 0,
    isActive: variant.isActive ?? true,
  }));
  const seen = new Set<string>();
  const repeated: Array<{ sku: string; field: string; reason: 'twice' }> = [];
  variants.forEach((variant, index) => {
    if (seen.has(variant.sku.toLowerCase())) repeated.push({ sku: variant.sku, field: `variants.${index}.sku`, reason: 'twice' });
    seen.add(variant.sku.toLowerCase());
    if (toAgorot(effectivePrice) + toAgorot(variant.priceModifier) < 0) {
      throw DomainError.invalid(
        'NEGATIVE_VARIANT_PRICE',
        `variants.${index}.price_modifier would make the variant cost less than nothing`,
        `variants.${index}.price_modifier`,
      );
    }
  });
  // Every repeat at once, so that staff correct them all in one go.
  if (repeated.length > 0) throw skusTaken(repeated);
  const ids = variants.map((v) => v.id).filter((id) => id !== null);
  if (new Set(ids).size !== ids.length) throw DomainError.invalid('DUPLICATE_VARIANT', 'a variant id appears twice', 'variants');
  return variants;
}

/** Images keep the order sent; exactly one is primary: the first marked, else the first. */
function imagesOf(images: readonly ImageInput[] | undefined): ProductDraft['images'] {
  const list = (images ?? []).map((image) => ({ url: image.url.trim(), isPrimary: image.isPrimary === true }));
  const primary = Math.max(
    0,
    list.findIndex((image) => image.isPrimary),
  );
  return list.map((image, position) => ({ url: image.url, sortOrder: position, isPrimary: position === primary }));
}

/** Applies the spec's product payload rules to what staff sent. */
export function draftProduct(input: ProductInput, context: DraftContext): ProductDraft {
  const prices = consistentDiscount({
    price: input.price,
    hasDiscount: input.hasDiscount ?? false,
    discountPrice: input.discountPrice ?? 0,
    discountPercentage: input.discountPercentage ?? 0,
  });
  const hasVariants = input.hasVariants ?? false;
  return {
    name: input.name.trim(),
    slug: trimmedOrNull(input.slug),
    description: trimmedOrNull(input.description),
    ...prices,
    stockQuantity: input.stockQuantity,
    lowStockThreshold: input.lowStockThreshold ?? null,
    imageUrl: trimmedOrNull(input.imageUrl),
    isRequired: input.isRequired ?? false,
    isActive: input.isActive ?? true,
    isVisible: input.isVisible ?? true,
    isRecommended: input.isRecommended ?? false,
    hasVariants,
    categoryIds: chosenCategoryIds(input),
    translations: cleanTranslations('translations', input.translations),
    variants: variantsOf({ ...input, hasVariants }, context, shelfPriceOf(prices).effectivePrice),
    images: imagesOf(input.images),
  };
}
