/**
 * What a price block shows, from the server's own figures: the server prices every product
 * (`effective_price`, `discount_percentage`, each variant's `price`) by the shop's one rule
 * (shop-rules prices.ts), so nothing here recomputes a discount. Prices are written by the shop's
 * one format (shop-rules price-format.ts).
 */
export interface PricedProduct {
  /** The list price. */
  price: number;
  /** What the shopper pays now (the server's figure). */
  effective_price: number;
  /** The server's percentage when discounted, 0 or null otherwise. */
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

export function priceDisplay(product: PricedProduct): PriceDisplay {
  const discounted = product.effective_price < product.price;
  if (!discounted) return { current: product.effective_price, original: null, percentage: null };
  return { current: product.effective_price, original: product.price, percentage: product.discount_percentage || null };
}
