import type { RefundRecord, SoldLine, SoldOrder } from './document-content';

/**
 * What a tax document is about, written into its outbox row by the transaction that makes it due:
 * the paid order (and, for a credit note, the refund). Documents reads nothing back from ordering or
 * after-sale when it issues, so a document says what was true when it became due.
 */
export interface DocumentRequest {
  order: SoldOrder;
  /** The succeeded refund a credit note is about; null for an invoice-receipt. */
  refund: RefundRecord | null;
}

export const documentRequestText = (request: DocumentRequest): string => JSON.stringify(request);

const dateOrNull = (value: unknown): Date | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const linesOf = (value: unknown): SoldLine[] =>
  (Array.isArray(value) ? value : []).map((line: Record<string, unknown>) => ({
    productName: String(line.productName ?? ''),
    variantName: String(line.variantName ?? ''),
    quantity: Number(line.quantity),
    unitPrice: Number(line.unitPrice),
  }));

/** The request as its row keeps it; null for a row written before requests carried their content, or unreadable. */
export function documentRequestFrom(text: string | null): DocumentRequest | null {
  if (!text) return null;
  let parsed: { order?: Record<string, unknown>; refund?: Record<string, unknown> | null };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return null;
  }
  if (!parsed.order) return null;
  const order = { ...parsed.order, lines: linesOf(parsed.order.lines), paidAt: dateOrNull(parsed.order.paidAt) } as SoldOrder;
  const refund = parsed.refund
    ? ({ ...parsed.refund, lines: linesOf(parsed.refund.lines), createdAt: dateOrNull(parsed.refund.createdAt) } as RefundRecord)
    : null;
  return { order, refund };
}
