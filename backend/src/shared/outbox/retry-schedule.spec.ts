import { afterFailedAttempt, MAX_RETRY_DELAY_MS, retryDelayMs, RetrySchedule } from './retry-schedule';

const everySecond: RetrySchedule = { firstDelayMs: 1_000, maxAttempts: 3 };
const now = new Date('2026-11-25T10:00:00Z');

describe('the outboxes retry schedule', () => {
  it.each([
    // attempts failed, first delay, longest delay, wait
    [1, 1_000, undefined, 1_000],
    [2, 1_000, undefined, 2_000],
    [3, 1_000, undefined, 4_000],
    [6, 1_000, undefined, 32_000],
    [1, 5_000, undefined, 5_000],
    [5, 5_000, undefined, 80_000],
    [11, 5_000, undefined, MAX_RETRY_DELAY_MS],
    [40, 30_000, undefined, MAX_RETRY_DELAY_MS],
    [1_000, 30_000, undefined, MAX_RETRY_DELAY_MS],
    [4, 1_000, 5_000, 5_000],
    [0, 1_000, undefined, 1_000],
  ])('after %i failed attempts, starting at %i ms (at most %s), waits %i ms', (attempts, firstDelayMs, maxDelayMs, wait) => {
    expect(retryDelayMs(attempts, { firstDelayMs, maxDelayMs })).toBe(wait);
  });

  it('never waits more than an hour unless the outbox says so', () => {
    expect(MAX_RETRY_DELAY_MS).toBe(3_600_000);
  });

  it('tries again later while attempts are left', () => {
    expect(afterFailedAttempt(1, now, everySecond)).toEqual({ state: 'pending', nextAttemptAt: new Date('2026-11-25T10:00:01Z') });
    expect(afterFailedAttempt(2, now, everySecond)).toEqual({ state: 'pending', nextAttemptAt: new Date('2026-11-25T10:00:02Z') });
  });

  it('gives up after the last attempt', () => {
    expect(afterFailedAttempt(3, now, everySecond)).toEqual({ state: 'failed' });
    expect(afterFailedAttempt(4, now, everySecond)).toEqual({ state: 'failed' });
  });

  it('gives up at once when trying again cannot help', () => {
    expect(afterFailedAttempt(1, now, everySecond, false)).toEqual({ state: 'failed' });
  });
});
