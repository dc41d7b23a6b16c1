import type { Logger } from '@nestjs/common';

export interface PeriodicJobOptions {
  /** The pause from the end of one run to the start of the next; 0: it runs only when asked (`soon`). */
  readonly everyMs: number;
  /** The first run after `start()`; `everyMs` unless said otherwise (0: at once). */
  readonly firstAfterMs?: number;
  /** What the log says when a run fails (`Low-stock check failed`), before the error's message. */
  readonly failure: string;
  readonly logger: Pick<Logger, 'warn'>;
}

/**
 * A job each process runs now and then (audit retention, back-in-stock emails, stalled refunds, low
 * stock): one run at a time, never two at once; a run that fails is logged and the next one comes as
 * usual. `stop()` waits for the run under way, and no run starts after it, so nothing touches the
 * database once it closes. The timers never keep the process alive.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  private timerDueAt = Number.POSITIVE_INFINITY;
  private running: Promise<void> | null = null;
  /** A run asked for (`soon`) while one was under way: it follows that one, this long after. */
  private againAfterMs: number | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly options: PeriodicJobOptions,
  ) {}

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    if (this.options.everyMs > 0) this.schedule(this.options.firstAfterMs ?? this.options.everyMs);
  }

  /** A run within `ms`: brings the next one forward, never puts it off; after a run under way when there is one. */
  soon(ms: number): void {
    if (this.stopped) return;
    if (this.running) this.againAfterMs = Math.min(this.againAfterMs ?? ms, ms);
    else this.schedule(ms);
  }

  /** Resolves once the run under way (if any) has finished; no run starts after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimer();
    await this.running;
  }

  private schedule(ms: number): void {
    const dueAt = Date.now() + ms;
    if (this.stopped || (this.timer && this.timerDueAt <= dueAt)) return;
    this.clearTimer();
    this.timerDueAt = dueAt;
    this.timer = setTimeout(() => void this.runDue(), ms);
    this.timer.unref();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerDueAt = Number.POSITIVE_INFINITY;
  }

  private async runDue(): Promise<void> {
    this.timer = null;
    this.timerDueAt = Number.POSITIVE_INFINITY;
    if (this.stopped || this.running) return;
    this.running = this.runOnce();
    await this.running;
    this.running = null;
    const again = this.againAfterMs;
    this.againAfterMs = null;
    const next = Math.min(again ?? Number.POSITIVE_INFINITY, this.options.everyMs > 0 ? this.options.everyMs : Number.POSITIVE_INFINITY);
    if (Number.isFinite(next)) this.schedule(next);
  }

  private async runOnce(): Promise<void> {
    try {
      await this.work();
    } catch (error) {
      this.options.logger.warn(`${this.options.failure}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
