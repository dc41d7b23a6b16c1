import { wholeSeconds } from './whole-seconds';

describe('wholeSeconds', () => {
  it('drops the milliseconds, never rounding up to the next second', () => {
    expect(wholeSeconds(new Date('2026-03-01T10:00:05.999Z')).toISOString()).toBe('2026-03-01T10:00:05.000Z');
    expect(wholeSeconds(new Date('2026-03-01T10:00:05.000Z')).toISOString()).toBe('2026-03-01T10:00:05.000Z');
  });

  it('takes milliseconds since 1970 as well as a date', () => {
    expect(wholeSeconds(Date.UTC(2026, 2, 1, 10, 0, 5, 500)).toISOString()).toBe('2026-03-01T10:00:05.000Z');
  });

  it('gives a new date and leaves the one given alone', () => {
    const at = new Date('2026-03-01T10:00:05.250Z');
    expect(wholeSeconds(at)).not.toBe(at);
    expect(at.getMilliseconds()).toBe(250);
  });
});
