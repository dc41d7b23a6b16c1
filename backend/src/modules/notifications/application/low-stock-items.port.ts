import type { LowStockItem } from './low-stock-item.views';

/** Port: the catalog's active products and variants that are out of stock or below their threshold. */
export abstract class LowStockItems {
  /** Out of stock first, then the fewest units left; at most `limit`. */
  abstract list(shopDefault: number, limit: number): Promise<LowStockItem[]>;
}
