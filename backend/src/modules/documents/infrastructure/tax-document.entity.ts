import { Column, CreateDateColumn, Entity, Index, UpdateDateColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';
import { OutboxRow } from '../../../shared/outbox/outbox-row';

/**
 * The outbox of tax documents: one row per document the shop owes, written in the transaction that
 * makes it due (the unique key makes a second request a no-op), issued by whichever process leases it.
 * Its state is pending, issued or failed; its attempts are the calls made to the provider for it.
 */
@Entity('tax_documents')
// The issuing loops' question: pending documents due now, oldest due first.
@Index('ix_tax_documents_due', ['state', 'nextAttemptAt'])
export class TaxDocumentEntity extends OutboxRow {
  /** `invoice:<order id>` or `credit:<refund id>`: one document per order and per refund. */
  @Index('uq_tax_documents_document_key', { unique: true })
  @Column({ type: 'varchar', length: 60 })
  documentKey: string;

  /** invoice_receipt or credit_note. */
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  @Index('ix_tax_documents_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'int', nullable: true })
  refundId: number | null;

  /**
   * What the document is about (domain/document-request.ts: the paid order, and the refund of a credit
   * note), as JSON written by the transaction that made it due. Null only for a row of an older release
   * that the migration could not fill.
   */
  @Column({ type: 'text', nullable: true })
  request: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  providerDocumentId: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  number: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  url: string | null;

  @Column({ type: DATETIME, nullable: true })
  issuedAt: Date | null;

  /** When the shopper was sent the invoice-receipt's link (once). */
  @Column({ type: DATETIME, nullable: true })
  emailedAt: Date | null;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
