import { Injectable } from '@nestjs/common';
import { taxDocumentAlreadyIssued, taxDocumentNotFound } from '../domain/documents.errors';
import type { TaxDocument } from '../domain/tax-document';
import { TaxDocumentIssuing } from './tax-document-issuing.port';
import { TaxDocumentStore } from './tax-document-store.port';

/**
 * Staff ask for a failed document again: it is pending and due at once (its attempts keep counting,
 * so one more failure fails it again rather than starting hours of retries). A pending document is
 * left as it is; an issued one is refused.
 */
@Injectable()
export class RetryTaxDocumentUseCase {
  constructor(
    private readonly store: TaxDocumentStore,
    private readonly issuing: TaxDocumentIssuing,
  ) {}

  async execute(documentId: number): Promise<TaxDocument> {
    const document = await this.store.findById(documentId);
    if (!document) throw taxDocumentNotFound();
    if (document.state === 'issued') throw taxDocumentAlreadyIssued(document.number);
    if (document.state === 'failed') await this.store.retry(documentId, new Date());
    this.issuing.wake();
    const current = await this.store.findById(documentId);
    if (!current) throw taxDocumentNotFound();
    return current;
  }
}
