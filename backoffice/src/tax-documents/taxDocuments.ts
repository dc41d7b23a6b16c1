import type { ChipColor } from '../shared/StatusChip';

/**
 * The back office's rules for tax documents: which orders the desk may mark paid at the store, which
 * documents may be retried, how their states look, and what the banner says.
 */
export type TaxDocumentState = 'pending' | 'issued' | 'failed';
export type TaxDocumentKind = 'invoice_receipt' | 'credit_note';

interface PayableAtStore {
  payment_method: string;
  payment_status: string;
  status: string;
}

/** A cash order not paid yet and not cancelled: the server would take the desk's payment (it refuses any other). */
export const canMarkPaidAtStore = (order: PayableAtStore): boolean =>
  order.payment_method === 'cash' && order.payment_status === 'pending' && order.status !== 'cancelled';

/** Only a failed document is retried; a pending one is on its way, an issued one is done. */
export const canRetry = (document: { state: string }): boolean => document.state === 'failed';

/** Waiting in amber, issued in green, failed in red. */
export const STATE_COLORS: Readonly<Record<TaxDocumentState, ChipColor>> = { pending: 'warning', issued: 'success', failed: 'error' };

export const stateOf = (state: string): TaxDocumentState => (state === 'issued' || state === 'failed' ? state : 'pending');
export const kindOf = (kind: string): TaxDocumentKind => (kind === 'credit_note' ? 'credit_note' : 'invoice_receipt');

/** While a document is pending the block reads them again every few seconds, so its number appears without a reload. */
export const PENDING_REFRESH_MS = 2_000;
export const refreshInterval = (documents: ReadonlyArray<{ state: string }> | undefined): number | false =>
  documents?.some((document) => document.state === 'pending') ? PENDING_REFRESH_MS : false;

/** The banner's message key: none when the server has no warning. */
export function bannerKey(status: { provider: string; configured: boolean; warning: string | null } | undefined): string | null {
  if (!status?.warning) return null;
  if (status.provider === 'none') return 'resources.tax-documents.banner.none';
  if (!status.configured) return 'resources.tax-documents.banner.no_keys';
  return 'resources.tax-documents.banner.not_real';
}
