import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxCommitWatch } from '../../../shared/outbox/outbox-commit-watch';
import { TaxDocumentIssuing } from '../application/tax-document-issuing.port';
import { creditNoteKey, invoiceReceiptKey, TaxDocumentKind } from '../domain/tax-document';
import { TaxDocumentEntity } from './tax-document.entity';

/**
 * Requests tax documents inside the transaction that makes them due (exported by DocumentsModule):
 * ordering's payment and cash-payment transactions ask for the invoice-receipt, after-sale's refund
 * transaction for the credit note. The request is a row of the outbox, inserted only when its key is
 * not there yet, so it commits or rolls back with the payment and is never made twice; issuing happens
 * later, outside the transaction, and never delays or fails it.
 */
@Injectable()
export class TaxDocumentOutbox {
  private readonly logger = new Logger('TaxDocuments');

  constructor(
    private readonly commits: OutboxCommitWatch,
    private readonly issuing: TaxDocumentIssuing,
  ) {}

  /** The invoice-receipt (חשבונית מס/קבלה) of an order that has just been paid. */
  async requestInvoiceReceipt(manager: EntityManager, orderId: string): Promise<void> {
    await this.request(manager, { documentKey: invoiceReceiptKey(orderId), kind: 'invoice_receipt', orderId, refundId: null });
  }

  /**
   * The credit note (חשבונית זיכוי) of a refund that has just succeeded. It credits the order's
   * invoice-receipt: an order the shop issued none for (nothing was paid, or it was paid before the
   * shop issued its documents here) gets none, and the log says so.
   */
  async requestCreditNote(manager: EntityManager, refund: { refundId: number; orderId: string }): Promise<void> {
    const invoice = await manager.findOne(TaxDocumentEntity, {
      where: { documentKey: invoiceReceiptKey(refund.orderId) },
      select: { id: true },
    });
    if (!invoice) {
      this.logger.log(`No credit note for refund ${refund.refundId}: order ${refund.orderId} has no invoice-receipt from the shop`);
      return;
    }
    await this.request(manager, { documentKey: creditNoteKey(refund.refundId), kind: 'credit_note', ...refund });
  }

  private async request(
    manager: EntityManager,
    document: { documentKey: string; kind: TaxDocumentKind; orderId: string; refundId: number | null },
  ): Promise<void> {
    const now = new Date();
    await manager
      .createQueryBuilder()
      .insert()
      .into(TaxDocumentEntity)
      .values({ ...document, state: 'pending', attempts: 0, nextAttemptAt: now })
      .orIgnore()
      .execute();
    // Issued as soon as the caller's transaction commits, not at the next poll.
    this.commits.afterCommit(manager, () => this.issuing.wake());
  }
}
