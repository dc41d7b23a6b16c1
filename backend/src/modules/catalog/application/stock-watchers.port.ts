/** Port: tells whoever waits for stock that a product's stock may have risen (after the change committed). */
export abstract class StockWatchers {
  /** Never throws and never delays the staff's answer. */
  abstract stockMayHaveReturned(productIds: readonly number[]): void;
}
