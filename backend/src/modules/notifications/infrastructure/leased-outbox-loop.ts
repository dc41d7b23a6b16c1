import { Logger } from '@nestjs/common';

/**
 * The loop each process runs over one of the notifications' outboxes: every pass takes the due rows
 * one at a time (a guarded claim, so two processes never handle the same row) and handles them; then
 * it sleeps for the poll interval or until woken. Stopping lets the row in hand finish.
 */
export abstract class LeasedOutboxLoop {
  protected abstract readonly logger: Logger;
  private stopped = false;
  private woken = false;
  private running: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  protected abstract readonly intervalMs: number;
  /** The ids due now, at most `limit`. */
  protected abstract findDue(now: Date, limit: number): Promise<number[]>;
  /** Claims and handles one row; a row another process claimed first is left alone. */
  protected abstract handle(id: number): Promise<void>;

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

  private async pass(): Promise<void> {
    const batch = 10;
    for (;;) {
      const due = await this.findDue(new Date(), batch);
      for (const id of due) {
        if (this.stopped) return;
        try {
          await this.handle(id);
        } catch (error) {
          // Its lease runs out and a later pass (here or in another process) takes it again.
          this.logger.warn(`${id} could not be handled now: ${error instanceof Error ? error.message : error}`);
        }
      }
      if (due.length < batch || this.stopped) return;
    }
  }

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
