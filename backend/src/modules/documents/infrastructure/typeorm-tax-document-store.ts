import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { runTransaction } from '../../../shared/database/transaction-queue';
import { claimOutboxRow, dueOutboxRows, releaseOutboxRow } from '../../../shared/outbox/outbox-leases';
import { FailedAttempt, IssuedDocument, TaxDocumentStore } from '../application/tax-document-store.port';
import { documentRequestFrom } from '../domain/document-request';
import { ClaimedTaxDocument, invoiceReceiptKey, isTaxDocumentKind, isTaxDocumentState, TaxDocument } from '../domain/tax-document';
import { TaxDocumentEntity } from './tax-document.entity';

function toTaxDocument(row: TaxDocumentEntity): TaxDocument {
  return {
    id: row.id,
    documentKey: row.documentKey,
    kind: isTaxDocumentKind(row.kind) ? row.kind : 'invoice_receipt',
    orderId: row.orderId,
    refundId: row.refundId,
    state: isTaxDocumentState(row.state) ? row.state : 'pending',
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    providerDocumentId: row.providerDocumentId,
    number: row.number,
    url: row.url,
    createdAt: row.createdAt,
    issuedAt: row.issuedAt,
  };
}

/**
 * The outbox table. Every outcome is written with a guard on the lease (`lease_token`), so a process
 * whose lease ran out (it stalled past LEASE_MS) can no longer write over the holder's result.
 */
@Injectable()
export class TypeormTaxDocumentStore extends TaxDocumentStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  findDue(now: Date, limit: number): Promise<number[]> {
    // A credit note waits for its order's invoice-receipt (it names it); an order without one has none to wait for.
    return dueOutboxRows(
      this.dataSource.manager,
      TaxDocumentEntity,
      now,
      limit,
      `d.kind = 'invoice_receipt' OR NOT EXISTS (
        SELECT 1 FROM tax_documents i WHERE i.order_id = d.order_id AND i.kind = 'invoice_receipt' AND i.state <> 'issued')`,
    );
  }

  claim(documentId: number, now: Date, leaseUntil: Date): Promise<ClaimedTaxDocument | null> {
    return this.write((manager) => this.take(manager, documentId, now, leaseUntil));
  }

  /** The guarded UPDATE: of two processes that found the same document due, one changes the row, the other none. */
  private async take(manager: EntityManager, id: number, now: Date, leaseUntil: Date): Promise<ClaimedTaxDocument | null> {
    const claimed = await claimOutboxRow(manager, TaxDocumentEntity, id, now, leaseUntil);
    if (!claimed) return null;
    const document = toTaxDocument(claimed.row);
    return {
      id,
      documentKey: document.documentKey,
      kind: document.kind,
      orderId: document.orderId,
      refundId: document.refundId,
      request: documentRequestFrom(claimed.row.request),
      attempts: claimed.row.attempts,
      leaseToken: claimed.leaseToken,
    };
  }

  async recordIssued(claim: ClaimedTaxDocument, issued: IssuedDocument): Promise<boolean> {
    return this.held(claim, {
      state: 'issued',
      providerDocumentId: issued.providerDocumentId,
      number: issued.number,
      url: issued.url,
      issuedAt: issued.issuedAt,
      lastError: null,
    });
  }

  async recordFailure(claim: ClaimedTaxDocument, failure: FailedAttempt): Promise<boolean> {
    return this.held(claim, {
      state: failure.state,
      lastError: failure.error,
      ...(failure.state === 'pending' ? { nextAttemptAt: failure.nextAttemptAt } : {}),
    });
  }

  /** Writes the outcome and gives the lease back, only while the lease is still this claim's. */
  private held(claim: ClaimedTaxDocument, values: Partial<TaxDocumentEntity>): Promise<boolean> {
    return this.write((manager) => releaseOutboxRow(manager, TaxDocumentEntity, claim.id, claim.leaseToken, values));
  }

  async claimEmail(documentId: number, now: Date): Promise<boolean> {
    return this.write(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(TaxDocumentEntity)
        .set({ emailedAt: now })
        .where('id = :documentId AND emailed_at IS NULL', { documentId })
        .execute();
      return result.affected === 1;
    });
  }

  async retry(documentId: number, now: Date): Promise<boolean> {
    return this.write(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(TaxDocumentEntity)
        .set({ state: 'pending', nextAttemptAt: now, leaseToken: null, leaseUntil: null })
        .where("id = :documentId AND state = 'failed'", { documentId })
        .execute();
      return result.affected === 1;
    });
  }

  async findById(documentId: number): Promise<TaxDocument | null> {
    const row = await this.dataSource.getRepository(TaxDocumentEntity).findOneBy({ id: documentId });
    return row && toTaxDocument(row);
  }

  async listForOrder(orderId: string): Promise<TaxDocument[]> {
    const rows = await this.dataSource.getRepository(TaxDocumentEntity).find({ where: { orderId }, order: { id: 'ASC' } });
    return rows.map(toTaxDocument);
  }

  async invoiceReceiptOf(orderId: string): Promise<TaxDocument | null> {
    const row = await this.dataSource.getRepository(TaxDocumentEntity).findOneBy({ documentKey: invoiceReceiptKey(orderId) });
    return row && toTaxDocument(row);
  }

  async invoiceUrls(orderIds: readonly string[]): Promise<Map<string, string>> {
    // Plain SQL by the unique key: the order list asks on every request, and TypeORM's find built
    // the same statement through its query builder at several times the CPU of the rest of this.
    const keys = orderIds.map(invoiceReceiptKey);
    const rows: Array<{ order_id: unknown; url: unknown }> = await this.dataSource.query(
      `SELECT order_id, url FROM tax_documents WHERE document_key IN (${keys.map(() => '?').join(', ')}) AND state = 'issued'`,
      keys,
    );
    return new Map(rows.filter((row) => row.url).map((row) => [String(row.order_id), String(row.url)]));
  }

  /** Writes on the embedded database wait their turn behind every open transaction (one connection); MySQL's autocommit needs none. */
  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.options.type === 'better-sqlite3' ? runTransaction(this.dataSource, work) : work(this.dataSource.manager);
  }
}
