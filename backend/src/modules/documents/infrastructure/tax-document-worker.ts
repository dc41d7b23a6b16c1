import { Injectable, Logger } from '@nestjs/common';
import { leaseEnd } from '../../../shared/outbox/outbox-leases';
import { OutboxWorker } from '../../../shared/outbox/outbox-worker';
import { DocumentsConfig } from '../application/documents-config.port';
import { IssueTaxDocumentUseCase } from '../application/issue-tax-document.use-case';
import { TaxDocumentIssuing } from '../application/tax-document-issuing.port';
import { TaxDocumentStore } from '../application/tax-document-store.port';

/**
 * The issuing loop every process runs (none when no provider is configured: documents then wait as
 * pending), on the shop's one outbox kit: due documents are claimed one at a time (two processes never
 * issue the same one) and issued; a new request wakes it.
 */
@Injectable()
export class TaxDocumentWorker extends OutboxWorker implements TaxDocumentIssuing {
  readonly rowName = 'Tax document';

  constructor(
    private readonly settings: DocumentsConfig,
    private readonly store: TaxDocumentStore,
    private readonly issueDocument: IssueTaxDocumentUseCase,
  ) {
    super(settings.pollMs, new Logger('TaxDocuments'));
  }

  protected override runsHere(): boolean {
    return Boolean(this.settings.api);
  }

  findDue(now: Date, limit: number): Promise<number[]> {
    return this.store.findDue(now, limit);
  }

  async handle(id: number): Promise<void> {
    const now = new Date();
    const claim = await this.store.claim(id, now, leaseEnd(now));
    if (claim) await this.issueDocument.execute(claim);
  }
}
