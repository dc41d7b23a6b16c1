import { Injectable } from '@nestjs/common';
import { RefundRecords } from '../application/refund-records.port';
import type { RefundRecord } from '../domain/document-content';

/**
 * Stands in for the after-sale context's refunds until it is merged: no refund is known, so a credit
 * note requested meanwhile fails with "refund not found" (visible to staff, retryable once bound).
 * The merge binds RefundRecords in DocumentsModule to an adapter over after-sale's refunds.
 */
@Injectable()
export class UnboundRefundRecords extends RefundRecords {
  async findRefund(): Promise<RefundRecord | null> {
    return null;
  }
}
