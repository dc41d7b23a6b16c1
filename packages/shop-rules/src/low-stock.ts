/**
 * Low stock: the one rule for the dashboard's card, the products list's filter and the shop's digest.
 * An item (a product without variants, or one variant) is `out` with no unit left, `low` with fewer
 * units than its threshold, `ok` otherwise. Its threshold is its own, else its product's, else the
 * shop's default (Shop settings); a threshold of 0 turns the `low` warning off for it (`out` stays).
 */
export type StockLevel = 'out' | 'low' | 'ok';

export function effectiveLowStockThreshold(own: number | null, product: number | null, shopDefault: number): number {
  return own ?? product ?? shopDefault;
}

export function stockLevel(stock: number, threshold: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock < threshold ? 'low' : 'ok';
}
