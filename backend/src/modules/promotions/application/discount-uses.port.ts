/** One order's use of a discount code. */
export interface DiscountUse {
  codeId: number;
  orderId: string;
  customerEmail: string;
  maxUsesPerEmail: number | null;
}

export type DiscountUseOutcome = 'taken' | 'used-up' | 'already-used';

/**
 * A code's uses, taken and given back inside the transaction of the order that takes them
 * (`transaction` is the caller's database handle), so an order and its use commit or roll back
 * together. Published for ordering.
 */
export abstract class DiscountUses {
  /** The caller rolls its transaction back on any answer but 'taken'. */
  abstract take(transaction: unknown, use: DiscountUse): Promise<DiscountUseOutcome>;
  /** The order's use goes back to its code, once; nothing when it had none. */
  abstract giveBack(transaction: unknown, orderId: string): Promise<void>;
}
