/**
 * When the shop's outboxes (alert emails, webhook deliveries) try again after a failure: after 1, 2,
 * 4, 8... base intervals, never more than an hour apart, until the attempts are used up.
 */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(baseMs * 2 ** doublings, MAX_RETRY_DELAY_MS);
}

/** What a failed attempt leads to: another attempt later, or `failed` once `maxAttempts` were made. */
export function afterFailedAttempt(
  attempts: number,
  maxAttempts: number,
  now: Date,
  baseMs: number,
): { state: 'pending'; nextAttemptAt: Date } | { state: 'failed' } {
  if (attempts >= maxAttempts) return { state: 'failed' };
  return { state: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, baseMs)) };
}
