import type { AlertLanguage } from '../domain/back-in-stock';

export interface StockOfItem {
  /** Active and visible. */
  onSale: boolean;
  /** The product counts its variants' stock (a request must name one). */
  sellsVariants: boolean;
  /** The variant asked for is one of the product's active variants (always true for the product itself). */
  variantKnown: boolean;
  inStock: boolean;
}

export interface DueRequest {
  id: number;
  productId: number;
  variantId: number;
  email: string;
  language: AlertLanguage;
  token: string;
}

export interface AlertItem {
  productName: string;
  variant: { size: string | null; color: string | null } | null;
}

export interface WaitingCount {
  productId: number;
  productName: string;
  waiting: number;
}

/** Port: the back-in-stock requests, and the catalog's stock they wait for. */
export abstract class BackInStockStore {
  abstract stockOf(productId: number, variantId: number): Promise<StockOfItem | null>;
  /** Stores the request, or opens again an earlier one of the same address and item; one row per address and item. */
  abstract request(
    request: { productId: number; variantId: number; email: string; language: AlertLanguage; token: string },
    at: Date,
  ): Promise<void>;
  /** Waiting requests whose item is in stock now (limited to some products when given), oldest first. */
  abstract due(limit: number, now: Date, productIds?: readonly number[]): Promise<DueRequest[]>;
  /** Takes a request for sending: true for exactly one caller, whichever process asks (a guarded update). */
  abstract claim(id: number, now: Date): Promise<boolean>;
  abstract markSent(id: number, at: Date): Promise<void>;
  /** Puts a claimed request back to waiting (the email could not be sent). */
  abstract release(id: number): Promise<void>;
  abstract itemOf(productId: number, variantId: number, language: AlertLanguage): Promise<AlertItem | null>;
  /** Stops every waiting request of the address the token belongs to; false for an unknown token. */
  abstract stop(token: string): Promise<boolean>;
  /** Shoppers waiting per product: for the given products, or the most waited for. */
  abstract waitingCounts(productIds: readonly number[] | null, limit: number): Promise<WaitingCount[]>;
}
