import type { Logger } from '@nestjs/common';

/** What an outbox gives its loop: the rows due now, and the handling of one of them. */
export interface OutboxWork {
  /** What one row is, for the log (`Tax document`, `Shop email`...). */
  readonly rowName: string;
  /** The ids due now, at most `limit`. */
  findDue(now: Date, limit: number): Promise<number[]>;
  /** Claims and handles one row; a row another process claimed first is left alone. */
  handle(id: number): Promise<void>;
}

const BATCH = 10;

/**
 * The loop each process runs over one outbox (tax documents, the shop's emails, webhook deliveries):
 * every pass takes the due rows one at a time (each `handle` claims its row with a guarded update, so
 * two processes never handle the same one) and handles them; then it sleeps for the poll interval or
 * until woken by new work. Stopping lets the row in hand finish, so its outcome is recorded before the
 * database closes. A row that fails keeps its lease until it runs out; a later pass, here or in
 * another process, takes it again.
 */
export class OutboxLoop {
  private stopped = false;
  private woken = false;
  private running: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly work: OutboxWork,
    private readonly intervalMs: number,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
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
        this.logger.warn(`Looking for due work failed: ${error instanceof Error ? error.message : error}`);
      }
      if (!this.woken && !this.stopped) await this.pause(this.intervalMs);
    }
  }

  /** Every row due now; a full batch means there may be more. */
  private async pass(): Promise<void> {
    for (;;) {
      const due = await this.work.findDue(new Date(), BATCH);
      for (const id of due) {
        if (this.stopped) return;
        try {
          await this.work.handle(id);
        } catch (error) {
          this.logger.warn(`${this.work.rowName} ${id} could not be handled now: ${error instanceof Error ? error.message : error}`);
        }
      }
      if (due.length < BATCH || this.stopped) return;
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
