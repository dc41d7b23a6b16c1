/** Where units are kept: on a variant, or on a product that has none. */
export interface StockPlace {
  kind: 'product' | 'variant';
  id: number;
}

/**
 * What other contexts may do to the catalog's stock, always inside their own transaction
 * (`transaction` is the database handle of the caller's transaction): an order takes units and gives
 * them back, and the shopper pages of the products show the stock the transaction leaves.
 */
export abstract class CatalogStock {
  /** Takes `quantity` units, only while that many are left (stock never goes below zero): false when not. */
  abstract take(transaction: unknown, place: StockPlace, quantity: number): Promise<boolean>;
  /** Puts units back (a place deleted since the sale simply has nothing to return to). */
  abstract giveBack(transaction: unknown, place: StockPlace, quantity: number): Promise<void>;
  /** The shopper pages of these products, rendered again from this transaction's rows. */
  abstract showStockChanges(transaction: unknown, productIds: readonly number[]): Promise<void>;
}
