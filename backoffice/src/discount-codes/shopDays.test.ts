import { describe, expect, it } from 'vitest';
import { formatShopDay, nextDay, shopDayOf, shopDayStart } from './shopDays';

const ISRAEL = 'Asia/Jerusalem';

describe('shop days', () => {
  it('starts a day at midnight in the shop zone, summer and winter', () => {
    expect(shopDayStart('2026-07-01', ISRAEL)?.toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(shopDayStart('2026-12-31', ISRAEL)?.toISOString()).toBe('2026-12-30T22:00:00.000Z');
    expect(shopDayStart('2026-12-31', 'UTC')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('starts the day the clock moves forward at its real midnight', () => {
    // Israel moved to summer time on Friday 2026-03-27 at 02:00.
    expect(shopDayStart('2026-03-27', ISRAEL)?.toISOString()).toBe('2026-03-26T22:00:00.000Z');
    expect(shopDayStart('2026-03-28', ISRAEL)?.toISOString()).toBe('2026-03-27T21:00:00.000Z');
  });

  it('reads the shop day of a timestamp, not the browser day', () => {
    expect(shopDayOf('2026-06-30T21:30:00.000Z', ISRAEL)).toBe('2026-07-01');
    expect(shopDayOf('2026-06-30T20:59:59.000Z', ISRAEL)).toBe('2026-06-30');
    expect(shopDayOf(null, ISRAEL)).toBe('');
    expect(shopDayOf('not a date', ISRAEL)).toBe('');
  });

  it('goes round: the start of a day is on that day', () => {
    for (const day of ['2026-01-01', '2026-03-27', '2026-10-25', '2026-12-31']) {
      expect(shopDayOf(shopDayStart(day, ISRAEL)!.toISOString(), ISRAEL)).toBe(day);
    }
  });

  it('refuses text that is not a day', () => {
    expect(shopDayStart('31.12.2026', ISRAEL)).toBeNull();
    expect(shopDayStart('2026-02-30', ISRAEL)).toBeNull();
  });

  it('steps to the next day across months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('shows a day as the back office shows dates', () => {
    expect(formatShopDay('2026-12-31')).toBe('31.12.2026');
  });
});
