import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DocumentsSettings } from '../application/documents-settings.port';
import { IssueTaxDocumentUseCase } from '../application/issue-tax-document.use-case';
import { TaxDocumentIssuing } from '../application/tax-document-issuing.port';
import { TaxDocumentStore } from '../application/tax-document-store.port';

/** How long a claimed document is this process's: far above the provider calls' time limits (2 × 20 s). */
export const LEASE_MS = 120_000;
const BATCH = 10;

/**
 * The issuing loop every process runs (none when no provider is configured: documents then wait as
 * pending). Each pass takes the due documents one at a time (a guarded claim: two processes never
 * issue the same one) and issues them; then it sleeps for the poll interval or until woken by a new
 * request. Stopping lets the document in hand finish, so its outcome is recorded before the
 * database closes.
 */
@Injectable()
export class TaxDocumentWorker extends TaxDocumentIssuing implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TaxDocuments');
  private stopped = false;
  private woken = false;
  private running: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly settings: DocumentsSettings,
    private readonly store: TaxDocumentStore,
    private readonly issueDocument: IssueTaxDocumentUseCase,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    if (!this.settings.api) return;
    this.running = this.loop();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      try {
        await this.pass();
      } catch (error) {
        // The database out of reach: the next pass tries again.
        this.logger.warn(`Looking for due tax documents failed: ${error instanceof Error ? error.message : error}`);
      }
      if (!this.woken && !this.stopped) await this.pause(this.settings.pollMs);
    }
  }

  /** Every document due now; a full batch means there may be more. */
  private async pass(): Promise<void> {
    for (;;) {
      const due = await this.store.findDue(new Date(), BATCH);
      for (const id of due) {
        if (this.stopped) return;
        await this.issueOne(id);
      }
      if (due.length < BATCH || this.stopped) return;
    }
  }

  private async issueOne(id: number): Promise<void> {
    try {
      const now = new Date();
      const claim = await this.store.claim(id, now, new Date(now.getTime() + LEASE_MS));
      if (claim) await this.issueDocument.execute(claim);
    } catch (error) {
      // Its lease runs out and a later pass (here or in another process) takes it again.
      this.logger.warn(`Tax document ${id} could not be issued now: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** The promise's continuation runs in the loop's own context, never in the request that woke it. */
  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wakeUp = done;
    });
  }
}
