import type { RefundRecord, SoldOrder } from '../domain/document-content';

// The shapes a request carries, as the requesting contexts write them.
export type { RefundRecord, SoldLine, SoldOrder } from '../domain/document-content';

/**
 * Asks for tax documents inside the transaction that makes them due (`transaction` is the caller's
 * database handle), so a request commits or rolls back with the payment or refund and is never made
 * twice. Each request carries what its document is about; issuing happens later and never delays or
 * fails the caller. Published for ordering (invoice-receipts) and after-sale (credit notes).
 */
export abstract class TaxDocumentRequests {
  /** The invoice-receipt (חשבונית מס/קבלה) of an order that has just been paid. */
  abstract requestInvoiceReceipt(transaction: unknown, order: SoldOrder): Promise<void>;
  /**
   * The credit note (חשבונית זיכוי) of a refund that has just succeeded. It credits the order's
   * invoice-receipt: an order the shop issued none for gets none.
   */
  abstract requestCreditNote(transaction: unknown, refund: RefundRecord, order: SoldOrder): Promise<void>;
}
