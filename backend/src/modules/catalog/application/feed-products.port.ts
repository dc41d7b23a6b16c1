import type { Agorot } from 'shop-rules';

/** A variant a shopper can choose (inactive ones are left out). */
export interface FeedVariant {
  id: number;
  sku: string;
  size: string | null;
  color: string | null;
  stockQuantity: number;
  priceModifier: Agorot;
}

/** A product on sale with what a shopping feed shows of it, its texts in every language it has. */
export interface FeedProduct {
  id: number;
  /** The base name and description; translations carry he and ru. */
  name: string;
  description: string | null;
  translations: { language: string; name: string; description: string | null }[];
  price: Agorot;
  hasDiscount: boolean;
  discountPrice: Agorot;
  /** The product's own stock (a product with variants counts its variants'). */
  stockQuantity: number;
  hasVariants: boolean;
  /** Stored picture references, the main one first (its own, else the primary gallery image), no repeats. */
  pictures: string[];
  variants: FeedVariant[];
}

/**
 * Every product on sale (active and visible, as the storefront shows them) for the web context's
 * shopping feeds, read in a fixed number of statements however many products there are.
 */
export abstract class FeedProducts {
  abstract onSale(): Promise<FeedProduct[]>;
}
