import type { KeyClaim } from './idempotency-keys.port';
import type { Order, OrderDetailsChanges } from '../domain/order';
import type { OrderStatus } from '../domain/order-status';
import type { StockSource } from '../domain/stock';

export interface NewOrder {
  order: Order;
  /** Units to take off the shelf, one entry per stock source, with the lines that draw on it. */
  stock: { source: StockSource; quantity: number; lines: number[] }[];
  /** The discount code's use the order takes in its own transaction; null: no code. */
  discountUse?: { codeId: number; customerEmail: string; maxUsesPerEmail: number | null } | null;
}

/** The answer a placed order gives to its Idempotency-Key, written in the order's own transaction. */
export interface KeyAnswer {
  claim: KeyClaim;
  status: number;
  /** Made once the lines have their stored ids (cancellations name lines by them). */
  body: () => string;
}

/** Another order already carries the generated number: generate a new one and try again. */
export class OrderNumberTaken extends Error {}
/** The Idempotency-Key is no longer this request's claim (its lease ended and a retry took it over). */
export class KeyClaimLost extends Error {}
/** A stock source had fewer units than the order needs; `lines` are the lines drawing on it. */
export class StockRanOut extends Error {
  constructor(readonly lines: number[]) {
    super('stock ran out');
  }
}

/** The code had no use left when the order's transaction came to take one. */
export class DiscountCodeUsedUp extends Error {}
/** The customer email had used the code as often as it may. */
export class DiscountCodeAlreadyUsed extends Error {}

/** Port: writes to orders. Every method is one database transaction. */
export abstract class OrderStore {
  /**
   * Stores the order and its lines, answers its Idempotency-Key (KeyClaimLost when the claim is no
   * longer `answer.claim`), takes the stock with guarded updates that never go below zero, and the
   * discount code's use (DiscountCodeUsedUp, DiscountCodeAlreadyUsed): all of it commits or none. Each
   * line gets its stored id (`order.items[i].id`) before `answer.body()` is made.
   */
  abstract place(newOrder: NewOrder, answer?: KeyAnswer): Promise<void>;
  /**
   * Moves the order from `from` to `to`; with `releaseStock` also returns its units (those not
   * cancelled already), at most once; moving to cancelled gives its discount code's use back, moving
   * to completed records when (the cancellation period counts from it).
   * False when the order is no longer in `from` (changed meanwhile) or gone.
   */
  abstract changeStatus(orderId: string, from: OrderStatus, to: OrderStatus, releaseStock: boolean): Promise<boolean>;
  /**
   * Records a cash order as paid at the store (paid with cash, at `paidAt`) and asks for its
   * invoice-receipt in the same transaction. False when the order is not a cash order waiting for its
   * payment (paid already, cancelled, not cash) or is gone.
   */
  abstract recordCashPayment(orderId: string, paidAt: Date): Promise<boolean>;
  /** False when the order does not exist. */
  abstract updateDetails(orderId: string, changes: OrderDetailsChanges): Promise<boolean>;
  /** Deletes the order (its discount code's use goes back), returning its units first when `releaseStock`. False when it changed meanwhile or is gone. */
  abstract delete(orderId: string, expectedStatus: OrderStatus, releaseStock: boolean): Promise<boolean>;
}
