import { Agorot } from './money';

/**
 * The shop's price rule, in agorot: a product's discount applies only when it is switched on and its
 * price is above 0; a variant costs the product's current price plus its signed modifier, never
 * below zero; a line costs its unit price times its quantity.
 */
export interface ListedPrice {
  price: Agorot;
  hasDiscount: boolean;
  discountPrice: Agorot;
}

export const discountApplies = (listed: ListedPrice): boolean => listed.hasDiscount && listed.discountPrice > 0;

/** What a shopper pays for the product itself now. */
export function currentPrice(listed: ListedPrice): Agorot {
  return discountApplies(listed) ? listed.discountPrice : listed.price;
}

/** A variant's price: the current price plus its signed modifier, clamped at zero. */
export function withModifier(current: Agorot, priceModifier: Agorot): Agorot {
  return Math.max(0, current + priceModifier);
}

/** The unit price of a line: the product's current price, or its variant's. */
export function unitPrice(listed: ListedPrice, variant?: { priceModifier: Agorot } | null): Agorot {
  return withModifier(currentPrice(listed), variant?.priceModifier ?? 0);
}

/**
 * A modifier that takes more than the current price leaves the variant without a valid price: the
 * catalog shows it at zero, and an order refuses it rather than give it away.
 */
export function hasValidPrice(listed: ListedPrice, variant?: { priceModifier: Agorot } | null): boolean {
  return currentPrice(listed) + (variant?.priceModifier ?? 0) >= 0;
}

export function lineTotal(unit: Agorot, quantity: number): Agorot {
  return unit * quantity;
}

export function orderTotal(lines: readonly { totalPrice: Agorot }[]): Agorot {
  return lines.reduce((sum, line) => sum + line.totalPrice, 0);
}

/** The whole percentage a discount price saves (0 for a price of 0). */
export function savedPercentage(price: Agorot, discountPrice: Agorot): number {
  if (price <= 0) return 0;
  return Math.round(((price - discountPrice) * 100) / price);
}

/** The discount price a percentage of 1 to 100 gives, rounded to the agora. */
export function priceAfterPercentage(price: Agorot, percentage: number): Agorot {
  return Math.round((price * (100 - percentage)) / 100);
}

export const isDiscountPercentage = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= 100;

/** The percentage shown on a discounted product: the one staff set, else the rounded saving. */
export function shownPercentage(listed: ListedPrice, setPercentage: number): number {
  return setPercentage > 0 ? setPercentage : savedPercentage(listed.price, listed.discountPrice);
}

/**
 * The VAT inside a price that includes it (prices in the shop include VAT), rounded to the agora.
 * The rate is a percentage, the one of the day (vat.ts vatRateOn); tax documents name it.
 */
export function vatPart(gross: Agorot, ratePercent: number): Agorot {
  return Math.round((gross * ratePercent) / (100 + ratePercent));
}
