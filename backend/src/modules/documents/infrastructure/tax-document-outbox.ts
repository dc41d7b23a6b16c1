import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxCommitWatch } from '../../../shared/outbox/outbox-commit-watch';
import { TaxDocumentIssuing } from '../application/tax-document-issuing.port';
import { TaxDocumentRequests } from '../application/tax-document-requests.port';
import type { RefundRecord, SoldOrder } from '../domain/document-content';
import { documentRequestText } from '../domain/document-request';
import { creditNoteKey, invoiceReceiptKey, TaxDocumentKind } from '../domain/tax-document';
import { TaxDocumentEntity } from './tax-document.entity';

/**
 * Tax document requests as rows of the outbox: ordering's payment and cash-payment transactions ask for
 * the invoice-receipt, after-sale's refund transaction for the credit note. A row is inserted only when
 * its key is not there yet, with what the document is about, so issuing reads nothing back.
 */
@Injectable()
export class TaxDocumentOutbox extends TaxDocumentRequests {
  private readonly logger = new Logger('TaxDocuments');

  constructor(
    private readonly commits: OutboxCommitWatch,
    private readonly issuing: TaxDocumentIssuing,
  ) {
    super();
  }

  async requestInvoiceReceipt(manager: EntityManager, order: SoldOrder): Promise<void> {
    await this.request(manager, {
      documentKey: invoiceReceiptKey(order.id),
      kind: 'invoice_receipt',
      orderId: order.id,
      refundId: null,
      request: documentRequestText({ order, refund: null }),
    });
  }

  /** An order the shop issued no invoice-receipt for (nothing was paid, or paid before the shop issued here) gets no credit note. */
  async requestCreditNote(manager: EntityManager, refund: RefundRecord, order: SoldOrder): Promise<void> {
    const invoice = await manager.findOne(TaxDocumentEntity, {
      where: { documentKey: invoiceReceiptKey(order.id) },
      select: { id: true },
    });
    if (!invoice) {
      this.logger.log(`No credit note for refund ${refund.id}: order ${order.id} has no invoice-receipt from the shop`);
      return;
    }
    await this.request(manager, {
      documentKey: creditNoteKey(refund.id),
      kind: 'credit_note',
      orderId: order.id,
      refundId: refund.id,
      request: documentRequestText({ order, refund }),
    });
  }

  private async request(
    manager: EntityManager,
    document: { documentKey: string; kind: TaxDocumentKind; orderId: string; refundId: number | null; request: string },
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
