import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { OutboxLoop, OutboxWork } from './outbox-loop';

/**
 * What every outbox's worker does besides its own work, written once: each process runs the worker's
 * loop from the application's start (once every module is ready) and stops it before the database
 * closes, letting the row in hand finish; new work wakes it. A worker says which rows are due and how
 * one is handled (OutboxWork), and whether this process works at all (`runsHere`).
 */
export abstract class OutboxWorker implements OutboxWork, OnApplicationBootstrap, OnModuleDestroy {
  abstract readonly rowName: string;
  private readonly loop: OutboxLoop;

  constructor(
    pollMs: number,
    protected readonly logger: Logger,
  ) {
    this.loop = new OutboxLoop(this, pollMs, logger);
  }

  abstract findDue(now: Date, limit: number): Promise<number[]>;
  abstract handle(id: number): Promise<void>;

  /** False leaves the rows waiting as pending (a process without the outside service configured). */
  protected runsHere(): boolean {
    return true;
  }

  onApplicationBootstrap(): void {
    if (this.runsHere()) this.loop.start();
  }

  // Module destruction comes before the database pool closes (TypeORM closes it at application shutdown).
  onModuleDestroy(): Promise<void> {
    return this.loop.stop();
  }

  /** New work committed: look now instead of at the next poll. */
  wake(): void {
    this.loop.wake();
  }
}
