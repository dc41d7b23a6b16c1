import type { ClaimedTaxDocument, TaxDocument } from '../domain/tax-document';

export interface IssuedDocument {
  providerDocumentId: string;
  number: string;
  url: string;
  issuedAt: Date;
}

export type FailedAttempt = { error: string } & ({ state: 'pending'; nextAttemptAt: Date } | { state: 'failed' });

/**
 * Port: the outbox of tax documents. Documents are requested inside the transaction that makes them
 * due (infrastructure/tax-document-outbox.ts); everything after that goes through here. A claim is a
 * guarded update taking a lease, so two processes never issue the same document at once; only the
 * holder of the lease records the outcome.
 */
export abstract class TaxDocumentStore {
  /**
   * Up to `limit` pending documents whose next attempt is due and that nobody holds (a lease that ran
   * out counts as free), oldest due first. A credit note waits until the invoice-receipt of its order,
   * when there is one, is issued.
   */
  abstract findDue(now: Date, limit: number): Promise<number[]>;
  /** Takes the lease of a due document with one more attempt counted; null when another process was first. */
  abstract claim(documentId: number, now: Date, leaseUntil: Date): Promise<ClaimedTaxDocument | null>;
  /** False when the lease was lost meanwhile (nothing is written then). */
  abstract recordIssued(claim: ClaimedTaxDocument, issued: IssuedDocument): Promise<boolean>;
  abstract recordFailure(claim: ClaimedTaxDocument, failure: FailedAttempt): Promise<boolean>;
  /** Marks the invoice-receipt's email as sent, once: false when it already was. */
  abstract claimEmail(documentId: number, now: Date): Promise<boolean>;
  /** A failed document becomes pending again, due now; false when it is not failed. */
  abstract retry(documentId: number, now: Date): Promise<boolean>;
  abstract findById(documentId: number): Promise<TaxDocument | null>;
  /** Oldest first. */
  abstract listForOrder(orderId: string): Promise<TaxDocument[]>;
  abstract invoiceReceiptOf(orderId: string): Promise<TaxDocument | null>;
  /** The links of the issued invoice-receipts of these orders, by order id. */
  abstract invoiceUrls(orderIds: readonly string[]): Promise<Map<string, string>>;
}
