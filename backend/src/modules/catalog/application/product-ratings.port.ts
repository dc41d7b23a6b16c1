/** A product's rating from its published reviews. */
export interface ProductRating {
  average: number | null;
  count: number;
}

/**
 * The rating a product shows, written by the reviews context inside its own transaction
 * (`transaction` is the caller's database handle).
 */
export abstract class ProductRatings {
  /**
   * Locks the product's row until the transaction ends, so two recounts of one product's rating run
   * one after the other: false when there is no such product.
   */
  abstract lockForRecount(transaction: unknown, productId: number): Promise<boolean>;
  /** Stores the rating and renders the product's shopper pages again. */
  abstract setRating(transaction: unknown, productId: number, rating: ProductRating): Promise<void>;
}
