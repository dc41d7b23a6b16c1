/** Prices are always shekels with 2 decimals in Hebrew formatting (the spec), whatever the page language. */
let shekels: Intl.NumberFormat | undefined;

export function formatPrice(amount: number): string {
  // Made at the first price shown, not when the module loads: building a formatter reads the locale's
  // data, a cost better paid inside the (interruptible) first render than in the script's start.
  shekels ??= new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'ILS', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return shekels.format(amount);
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
