/**
 * When the outbox tries a document again after the provider failed: after 1, 2, 4, 8... poll
 * intervals, never more than an hour apart, and gives up (state `failed`, staff may retry) after
 * MAX_ATTEMPTS. With the default 5-second poll that is about 3.5 hours of a provider that is down.
 */
export const MAX_ATTEMPTS = 12;
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, pollMs: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(pollMs * 2 ** doublings, MAX_RETRY_DELAY_MS);
}

/**
 * What a failed attempt leads to: another attempt later, or `failed` when the provider refused the
 * document (trying again would be refused again) or the attempts are used up.
 */
export function afterFailure(
  attempts: number,
  retryable: boolean,
  now: Date,
  pollMs: number,
): { state: 'pending'; nextAttemptAt: Date } | { state: 'failed' } {
  if (!retryable || attempts >= MAX_ATTEMPTS) return { state: 'failed' };
  return { state: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, pollMs)) };
}
