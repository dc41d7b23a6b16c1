/**
 * When an outbox row is tried again after a failed attempt: after 1, 2, 4, 8... times the outbox's
 * first delay, never more than `maxDelayMs` apart (an hour unless the outbox says otherwise), until
 * `maxAttempts` were made. Each outbox passes its own numbers (tax documents, the shop's emails,
 * webhook deliveries); the shape of the schedule is the same for all of them.
 */
export interface RetrySchedule {
  /** The wait after the first failed attempt. */
  readonly firstDelayMs: number;
  /** Attempts in all, the first one included; after the last one the row is `failed`. */
  readonly maxAttempts: number;
  /** The longest wait between two attempts. */
  readonly maxDelayMs?: number;
}

export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** What a failed attempt leads to: another attempt at `nextAttemptAt`, or none (`failed`). */
export type NextAttempt = { state: 'pending'; nextAttemptAt: Date } | { state: 'failed' };

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, schedule: Pick<RetrySchedule, 'firstDelayMs' | 'maxDelayMs'>): number {
  // Capped so that 2 ** n stays a finite number however many attempts a row has counted.
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(schedule.firstDelayMs * 2 ** doublings, schedule.maxDelayMs ?? MAX_RETRY_DELAY_MS);
}

/**
 * After the `attempts`-th attempt failed at `now`: another one later, or `failed` once the attempts
 * are used up or when trying again cannot help (`retryable` false: the other side refused the row
 * itself, and would refuse it again).
 */
export function afterFailedAttempt(attempts: number, now: Date, schedule: RetrySchedule, retryable = true): NextAttempt {
  if (!retryable || attempts >= schedule.maxAttempts) return { state: 'failed' };
  return { state: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, schedule)) };
}
