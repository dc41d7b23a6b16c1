import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DocumentsSettings } from '../application/documents-settings.port';
import { IssueTaxDocumentUseCase } from '../application/issue-tax-document.use-case';
import { TaxDocumentIssuing } from '../application/tax-document-issuing.port';
import { TaxDocumentStore } from '../application/tax-document-store.port';
import { OutboxLoop, OutboxWork } from '../../../shared/outbox/outbox-loop';

/** How long a claimed document is this process's: far above the provider calls' time limits (2 × 20 s). */
export const LEASE_MS = 120_000;

/**
 * The issuing loop every process runs (none when no provider is configured: documents then wait as
 * pending), on the shop's one outbox loop: due documents are claimed one at a time (two processes never
 * issue the same one) and issued; a new request wakes it.
 */
@Injectable()
export class TaxDocumentWorker extends TaxDocumentIssuing implements OutboxWork, OnApplicationBootstrap, OnModuleDestroy {
  readonly rowName = 'Tax document';
  private readonly loop: OutboxLoop;

  constructor(
    private readonly settings: DocumentsSettings,
    private readonly store: TaxDocumentStore,
    private readonly issueDocument: IssueTaxDocumentUseCase,
  ) {
    super();
    this.loop = new OutboxLoop(this, settings.pollMs, new Logger('TaxDocuments'));
  }

  onApplicationBootstrap(): void {
    if (this.settings.api) this.loop.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.loop.stop();
  }

  wake(): void {
    this.loop.wake();
  }

  findDue(now: Date, limit: number): Promise<number[]> {
    return this.store.findDue(now, limit);
  }

  async handle(id: number): Promise<void> {
    const now = new Date();
    const claim = await this.store.claim(id, now, new Date(now.getTime() + LEASE_MS));
    if (claim) await this.issueDocument.execute(claim);
  }
}
