import type { Agorot } from 'shop-rules';
import type { Order } from '../domain/order';

/** A cancellation carried out: each line's cancelled units and the money given back. */
export interface CancellationChange {
  orderId: string;
  lines: { itemId: number; quantity: number }[];
  refunded: Agorot;
}

/**
 * What the after-sale context may write to orders, inside one of ordering's transactions
 * (`transaction` is the handle `inTransaction` gives its work): the flag of a waiting cancellation
 * request, and carrying out a cancellation of lines. Published for after-sale.
 */
export abstract class OrderCancellationWrites {
  /**
   * Runs `work` in an order transaction: one at a time with every other order transaction on the
   * embedded database; on MySQL a deadlock victim is run again.
   */
  abstract inTransaction<T>(work: (transaction: unknown) => Promise<T>): Promise<T>;
  /** Guarded: false when a request already waits, so two requests made at once never both open. */
  abstract markRequested(transaction: unknown, orderId: string): Promise<boolean>;
  /** The request was decided: the order leaves the desk's "open cancellation request" filter. */
  abstract clearRequested(transaction: unknown, orderId: string): Promise<void>;
  /** The order as this transaction sees it, its row locked on MySQL until the transaction ends. */
  abstract read(transaction: unknown, orderId: string): Promise<Order | null>;
  /** Carries out a cancellation; throws when a line has fewer units left to cancel than asked. */
  abstract apply(transaction: unknown, change: CancellationChange): Promise<Order>;
}
