import type { RefundRecord } from '../domain/document-content';

/**
 * Port: the refund a credit note is about. The refunds are kept by the after-sale context; its
 * adapter answers, for a refund id, the refund's state, method, amount paid back, fee kept, delivery
 * paid back and the cancelled lines with the unit price each was sold at (domain RefundRecord).
 */
export abstract class RefundRecords {
  abstract findRefund(refundId: number): Promise<RefundRecord | null>;
}
