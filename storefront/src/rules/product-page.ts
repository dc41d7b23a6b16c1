import type { CartItem } from './cart';
import { toAgorot, toShekels, withModifier } from 'shop-rules';
import { PricedProduct, priceDisplay } from './price';

/** The spec: 6 variants or fewer are one list of options; more are tabs (by size, say) plus a summary. */
export const VARIANT_LIST_LIMIT = 6;
/** Related products shown under a product. */
export const RELATED_LIMIT = 4;

export interface VariantWords {
  size: string | null;
  color: string | null;
  material: string | null;
}

const DIMENSIONS = ['size', 'color', 'material'] as const;
export type VariantDimension = (typeof DIMENSIONS)[number];

const word = (value: string | null | undefined) => (value ?? '').trim();

/** 'M / Red / Cotton': the variant's own words, for the cart and orders. */
export function variantName(variant: VariantWords): string {
  return DIMENSIONS.map((dimension) => word(variant[dimension]))
    .filter(Boolean)
    .join(' / ');
}

export interface VariantTab {
  /** The tab's word ('M'); empty for variants without one. */
  value: string;
  /** Indexes into the product's variants, in their order. */
  variantIndexes: number[];
}

export type VariantLayout = { kind: 'list' } | { kind: 'tabs'; dimension: VariantDimension; tabs: VariantTab[] };

/**
 * How the product page offers its variants: a list when there are few, otherwise tabs by the first
 * word that tells variants apart (size, else color, else material), each tab holding its variants.
 */
export function variantLayout(variants: VariantWords[]): VariantLayout {
  if (variants.length <= VARIANT_LIST_LIMIT) return { kind: 'list' };
  const dimension = DIMENSIONS.find((d) => new Set(variants.map((v) => word(v[d]))).size > 1) ?? 'size';
  const tabs: VariantTab[] = [];
  variants.forEach((variant, index) => {
    const value = word(variant[dimension]);
    const tab = tabs.find((candidate) => candidate.value === value);
    if (tab) tab.variantIndexes.push(index);
    else tabs.push({ value, variantIndexes: [index] });
  });
  return { kind: 'tabs', dimension, tabs };
}

/** A variant's label inside its tab: its other words ('Black'), or its whole name when it has no others. */
export function variantLabelWithin(variant: VariantWords, dimension: VariantDimension): string {
  const rest = DIMENSIONS.filter((d) => d !== dimension)
    .map((d) => word(variant[d]))
    .filter(Boolean)
    .join(' / ');
  return rest || variantName(variant);
}

/** The tab holding the variant at this index (the first tab when none does). */
export function tabOfVariant(layout: Extract<VariantLayout, { kind: 'tabs' }>, variantIndex: number): number {
  return Math.max(
    0,
    layout.tabs.findIndex((tab) => tab.variantIndexes.includes(variantIndex)),
  );
}

/** The gallery opens on the primary picture, otherwise the first. */
export function initialImageIndex(images: { is_primary: boolean }[]): number {
  return Math.max(
    0,
    images.findIndex((image) => image.is_primary),
  );
}

/**
 * Related products: up to 4 from the product's categories, never the product itself nor one twice;
 * when the categories hold nothing else, up to 4 from the fallback (recommended) list.
 */
export function chooseRelated<T extends { id: number }>(
  currentId: number,
  fromCategories: T[][],
  fallback: T[] = [],
  limit = RELATED_LIMIT,
): T[] {
  const pick = (lists: T[][]) => {
    const seen = new Set<number>([currentId]);
    const chosen: T[] = [];
    for (const product of lists.flat()) {
      if (chosen.length >= limit) break;
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      chosen.push(product);
    }
    return chosen;
  };
  const related = pick(fromCategories);
  return related.length > 0 ? related : pick([fallback]);
}

export interface SellableProduct {
  id: number;
  name: string;
  image_url: string | null;
  /** What the shopper pays now for the product without a variant. */
  current_price: number;
}

export interface SellableVariant extends VariantWords {
  id: number;
  /** The server's price of the variant. */
  price: number;
}

/** The cart line of a product (and its chosen variant): the variant's id and price when there is one. */
export function cartLineFor(product: SellableProduct, variant: SellableVariant | undefined): Omit<CartItem, 'quantity'> {
  const line = { product_id: product.id, name: product.name, image: product.image_url };
  if (!variant) return { ...line, id: product.id, price: product.current_price, variant_name: '' };
  return { ...line, id: variant.id, price: variant.price, variant_id: variant.id, variant_name: variantName(variant) };
}

/**
 * The price block of the chosen variant: the server's variant price is what the shopper pays; when the
 * product is discounted the struck price is the variant's list price (the list price plus its
 * modifier, by the shop's rule).
 */
export function selectionPrice(product: PricedProduct, variant: { price: number; price_modifier: number } | undefined): PricedProduct {
  if (!variant) return product;
  if (priceDisplay(product).original === null) return { price: variant.price, effective_price: variant.price, discount_percentage: null };
  return {
    price: toShekels(withModifier(toAgorot(product.price), toAgorot(variant.price_modifier))),
    effective_price: variant.price,
    discount_percentage: product.discount_percentage,
  };
}
