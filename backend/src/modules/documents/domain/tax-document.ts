import type { DocumentRequest } from './document-request';
/**
 * A tax document the shop owes: an invoice-receipt for every paid order, a credit note for every
 * refund. Each is requested once (its key is unique) and waits in the outbox until the provider
 * issued it: `pending` (waiting or being retried), `issued` (the provider's number and link kept),
 * `failed` (given up after the attempts, or refused by the provider; staff may retry it).
 */
export const TAX_DOCUMENT_KINDS = ['invoice_receipt', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

export const TAX_DOCUMENT_STATES = ['pending', 'issued', 'failed'] as const;
export type TaxDocumentState = (typeof TAX_DOCUMENT_STATES)[number];

export const isTaxDocumentKind = (value: unknown): value is TaxDocumentKind =>
  typeof value === 'string' && (TAX_DOCUMENT_KINDS as readonly string[]).includes(value);
export const isTaxDocumentState = (value: unknown): value is TaxDocumentState =>
  typeof value === 'string' && (TAX_DOCUMENT_STATES as readonly string[]).includes(value);

/** One document per order and one per refund: the outbox's unique key says which. */
export const invoiceReceiptKey = (orderId: string): string => `invoice:${orderId}`;
export const creditNoteKey = (refundId: number): string => `credit:${refundId}`;

/** A document as the outbox keeps it. */
export interface TaxDocument {
  id: number;
  documentKey: string;
  kind: TaxDocumentKind;
  orderId: string;
  refundId: number | null;
  state: TaxDocumentState;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  /** The provider's own id (a credit note links to its invoice-receipt by it). */
  providerDocumentId: string | null;
  number: string | null;
  url: string | null;
  createdAt: Date;
  issuedAt: Date | null;
}

/** A document one process took to issue: only the holder of the lease may record its outcome. */
export interface ClaimedTaxDocument {
  id: number;
  documentKey: string;
  kind: TaxDocumentKind;
  orderId: string;
  refundId: number | null;
  /** What the document is about, as its request wrote it (null: an older row without it). */
  request: DocumentRequest | null;
  /** Attempts so far, this one included. */
  attempts: number;
  leaseToken: string;
}

/** Errors kept for staff are cut to what the column holds. */
export const LAST_ERROR_LENGTH = 500;
export const lastErrorText = (message: string): string =>
  message.length > LAST_ERROR_LENGTH ? `${message.slice(0, LAST_ERROR_LENGTH - 1)}…` : message;
