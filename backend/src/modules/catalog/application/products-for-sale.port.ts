import type { Agorot } from 'shop-rules';
import type { Language } from '../../../shared/localisation/language';

/** A variant as a sale needs it: what it adds to the price and the units left. */
export interface VariantForSale {
  id: number;
  sku: string;
  size: string | null;
  color: string | null;
  material: string | null;
  isActive: boolean;
  priceModifier: Agorot;
  stockQuantity: number;
}

/** A product as a sale needs it right now, with its name in the sale's language and its picture. */
export interface ProductForSale {
  id: number;
  name: string;
  isActive: boolean;
  isVisible: boolean;
  hasVariants: boolean;
  price: Agorot;
  hasDiscount: boolean;
  discountPrice: Agorot;
  stockQuantity: number;
  imageUrl: string | null;
  variants: VariantForSale[];
}

/** What the catalog tells ordering about the products a shopper buys (published for ordering). */
export abstract class ProductsForSale {
  /** The products with these ids (unknown ids are simply absent), names in the given language. */
  abstract find(productIds: readonly number[], language: Language): Promise<ProductForSale[]>;
  /** The main picture of each product that still exists: its own, else its primary gallery image, else its first. */
  abstract pictures(productIds: readonly number[]): Promise<Map<number, string | null>>;
  abstract count(): Promise<number>;
}
