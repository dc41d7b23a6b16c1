import type { Agorot } from './money';

/** A percentage of the items, or a fixed amount off them. */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * Why a code gives no discount to a cart: the server's answer (in the quote, or refusing an order) and
 * the keys of the storefront's messages. An inactive code reads as unknown (it is not advertised).
 */
export const DISCOUNT_REFUSALS = [
  'DISCOUNT_CODE_UNKNOWN',
  'DISCOUNT_CODE_NOT_YET_VALID',
  'DISCOUNT_CODE_EXPIRED',
  'DISCOUNT_CODE_USED_UP',
  'DISCOUNT_CODE_ALREADY_USED',
  'DISCOUNT_CODE_BELOW_MINIMUM',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

export const isDiscountRefusal = (code: string): code is DiscountRefusal => (DISCOUNT_REFUSALS as readonly string[]).includes(code);

/** Codes are case-insensitive: kept and compared trimmed and in upper case. */
export function normalizeDiscountCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * The amount a code takes off the items (delivery is never discounted). A percentage is 1..100 of
 * the items, rounded half-up to the agora; a fixed amount (in agorot) never takes more than the items.
 */
export function discountAmount(itemsTotal: Agorot, kind: DiscountKind, value: number): Agorot {
  if (itemsTotal <= 0 || value <= 0) return 0;
  if (kind === 'percent') return Math.min(itemsTotal, Math.round((itemsTotal * Math.min(value, 100)) / 100));
  return Math.min(itemsTotal, Math.round(value));
}

/**
 * The stated rule: a code's minimum order total is compared with the items before the discount;
 * delivery does not count toward it.
 */
export function reachesDiscountMinimum(itemsTotal: Agorot, minimum: Agorot | null): boolean {
  return minimum === null || itemsTotal >= minimum;
}
