import { afterFailure, MAX_ATTEMPTS, MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-schedule';

describe('retry schedule', () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [5, 80_000],
    [11, MAX_RETRY_DELAY_MS],
    [40, MAX_RETRY_DELAY_MS],
  ])('after %d failed attempts waits %d ms (5 s poll)', (attempts, delay) => expect(retryDelayMs(attempts, 5_000)).toBe(delay));

  const now = new Date('2026-11-25T10:00:00Z');

  it('tries again later while attempts are left', () => {
    expect(afterFailure(1, true, now, 1_000)).toEqual({ state: 'pending', nextAttemptAt: new Date('2026-11-25T10:00:01Z') });
    expect(afterFailure(MAX_ATTEMPTS - 1, true, now, 1_000).state).toBe('pending');
  });

  it('gives up after the last attempt', () => expect(afterFailure(MAX_ATTEMPTS, true, now, 1_000)).toEqual({ state: 'failed' }));

  it('gives up at once on a refusal: the same document would be refused again', () =>
    expect(afterFailure(1, false, now, 1_000)).toEqual({ state: 'failed' }));
});
