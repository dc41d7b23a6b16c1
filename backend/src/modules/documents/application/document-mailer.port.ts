import type { DocumentLanguage, SoldOrder } from '../domain/document-content';

/** Port: tells the shopper, in the order's language, where their invoice-receipt or credit note is. Failures are logged, never raised further. */
export abstract class DocumentMailer {
  abstract sendInvoiceReceipt(order: SoldOrder, document: { number: string; url: string; language: DocumentLanguage }): Promise<void>;
  abstract sendCreditNote(order: SoldOrder, document: { number: string; url: string; language: DocumentLanguage }): Promise<void>;
}
