import { afterFailedAttempt, MAX_RETRY_DELAY_MS, retryDelayMs } from './shop-alerts-retry-schedule';

describe('the alert outboxes retry schedule', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [6, 32_000],
  ])('after %i failed attempts waits %i ms (base 1 s)', (attempts, wait) => {
    expect(retryDelayMs(attempts, 1_000)).toBe(wait);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(40, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });

  it('tries again until the attempts are used up, then gives up', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(afterFailedAttempt(2, 3, now, 1_000)).toEqual({ state: 'pending', nextAttemptAt: new Date('2026-11-25T10:00:02Z') });
    expect(afterFailedAttempt(3, 3, now, 1_000)).toEqual({ state: 'failed' });
  });
});
