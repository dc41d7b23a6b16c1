/**
 * ONE price format for the whole shop (the back office re-exports it): shekels with 2 decimals through
 * Intl in the page's language (he-IL, ru-RU, en-IL), with the direction marks Intl writes for Hebrew
 * (U+200E, U+200F, U+061C) taken out. Those marks turned into a leading gap in Russian text and, inside a
 * struck-through old price, into something that read as a minus ("−349.90₪"). Without them the text is
 * "349.90 ₪" / "349,90 ₪" / "₪349.90": shown inside a left-to-right isolate (<bdi dir="ltr">, see
 * components/Price.tsx) it looks the same in both directions and reads the same to a screen reader.
 */
export type PriceLanguage = 'he' | 'ru' | 'en';

const PRICE_LOCALE: Record<PriceLanguage, string> = { he: 'he-IL', ru: 'ru-RU', en: 'en-IL' };
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

// Made at the first price shown, not when the module loads: building a formatter reads the locale's
// data, a cost better paid inside the (interruptible) first render than in the script's start.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: PriceLanguage, signed: boolean): Intl.NumberFormat {
  const key = `${language}:${signed}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(PRICE_LOCALE[language] ?? PRICE_LOCALE.he, {
      style: 'currency',
      currency: 'ILS',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    formatters.set(key, made);
  }
  return made;
}

/** Intl's text without direction marks and without a gap at either end (the space before ₪ stays non-breaking). */
export const withoutDirectionMarks = (text: string): string => text.replace(DIRECTION_MARKS, '').trim();

export function formatPrice(amount: number, language: PriceLanguage = 'he'): string {
  return withoutDirectionMarks(formatter(language, false).format(amount));
}

/** A signed amount (a variant's price modifier): "+15.00 ₪", "-15.00 ₪", "0.00 ₪"; the sign always first. */
export function formatSignedPrice(amount: number, language: PriceLanguage = 'he'): string {
  return withoutDirectionMarks(formatter(language, true).format(amount));
}

/** Money in agorot, so sums of prices never collect floating-point dust. */
export const toAgorot = (amount: number): number => Math.round(amount * 100);
export const fromAgorot = (agorot: number): number => agorot / 100;

export interface PricedProduct {
  price: number;
  has_discount: boolean;
  discount_price: number | null;
  discount_percentage: number | null;
}

export interface PriceDisplay {
  /** What the shopper pays now. */
  current: number;
  /** The struck-through price when discounted. */
  original: number | null;
  /** The '-N%' badge, when discounted. */
  percentage: number | null;
}

/** A discount applies only when flagged and its price is above 0; the percentage is the given one or the rounded saving. */
export function discountApplies(product: PricedProduct): boolean {
  return product.has_discount && (product.discount_price ?? 0) > 0;
}

export function priceDisplay(product: PricedProduct): PriceDisplay {
  if (!discountApplies(product)) return { current: product.price, original: null, percentage: null };
  const discounted = product.discount_price as number;
  const percentage =
    product.discount_percentage && product.discount_percentage > 0
      ? product.discount_percentage
      : product.price > 0
        ? Math.round(((product.price - discounted) / product.price) * 100)
        : null;
  return { current: discounted, original: product.price, percentage };
}

/** A variant costs the product's current price plus its signed modifier. */
export function variantPrice(product: PricedProduct, priceModifier: number): number {
  return fromAgorot(toAgorot(priceDisplay(product).current) + toAgorot(priceModifier));
}
