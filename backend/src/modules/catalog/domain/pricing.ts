import {
  isDiscountPercentage,
  priceAfterPercentage,
  savedPercentage,
  shownPercentage,
  toAgorot,
  toShekels,
  withModifier,
} from 'shop-rules';
import { DomainError } from '../../../shared/domain/domain-error';

/** The price fields of a product as stored. */
export interface PriceFields {
  price: number;
  hasDiscount: boolean;
  discountPrice: number;
  discountPercentage: number;
}

/** What a shopper pays, derived by the spec's rule. */
export interface ShelfPrice {
  /** A discount applies only when has_discount is set and the discount price is above 0. */
  discounted: boolean;
  discountPercentage: number;
  effectivePrice: number;
}

export function shelfPriceOf(product: PriceFields): ShelfPrice {
  const price = toAgorot(product.price);
  const discount = toAgorot(product.discountPrice);
  if (!product.hasDiscount || discount <= 0) return { discounted: false, discountPercentage: 0, effectivePrice: toShekels(price) };
  const percentage = shownPercentage({ price, hasDiscount: true, discountPrice: discount }, product.discountPercentage);
  return { discounted: true, discountPercentage: percentage, effectivePrice: toShekels(discount) };
}

/** A variant costs the product's current price plus its signed modifier, never below zero. */
export function variantPrice(effectivePrice: number, priceModifier: number): number {
  return toShekels(withModifier(toAgorot(effectivePrice), toAgorot(priceModifier)));
}

/**
 * Makes the stored discount fields agree with each other, as the back office form does:
 * no discount clears both; a discount price below the price sets the percentage; otherwise a
 * percentage from 1 to 100 sets the discount price.
 */
export function consistentDiscount(input: PriceFields): PriceFields {
  const price = toAgorot(input.price);
  if (!input.hasDiscount) return { price: input.price, hasDiscount: false, discountPrice: 0, discountPercentage: 0 };
  const discount = toAgorot(input.discountPrice);
  if (discount > 0) {
    if (discount >= price) {
      throw DomainError.invalid('DISCOUNT_NOT_BELOW_PRICE', 'discount_price must be below price', 'discount_price');
    }
    return {
      price: input.price,
      hasDiscount: true,
      discountPrice: toShekels(discount),
      discountPercentage: savedPercentage(price, discount),
    };
  }
  const percentage = input.discountPercentage;
  if (isDiscountPercentage(percentage)) {
    return {
      price: input.price,
      hasDiscount: true,
      discountPrice: toShekels(priceAfterPercentage(price, percentage)),
      discountPercentage: percentage,
    };
  }
  throw DomainError.invalid(
    'DISCOUNT_MISSING',
    'discount_price or discount_percentage (1 to 100) is required when has_discount is set',
    'discount_price',
  );
}
