import { describe, expect, it } from 'vitest';
import { dayLabel, daysInMonth, parseDayLabel, shopDay, startOfShopDay } from './shop-calendar';

const ISRAEL = 'Asia/Jerusalem';

describe('the shop calendar', () => {
  it.each([
    // 23:30 in Israel (UTC+2 in winter) is still the Israeli day, already the next UTC one is not.
    ['2026-01-05T21:30:00.000Z', '2026-01-05'],
    ['2026-01-05T22:00:00.000Z', '2026-01-06'],
    // Summer time, UTC+3.
    ['2026-07-05T20:59:00.000Z', '2026-07-05'],
    ['2026-07-05T21:00:00.000Z', '2026-07-06'],
  ])('puts %s on the Israeli day %s', (instant, day) => {
    expect(dayLabel(shopDay(new Date(instant), ISRAEL))).toBe(day);
  });

  it.each([
    [2026, 1, 6, '2026-01-05T22:00:00.000Z'],
    [2026, 7, 6, '2026-07-05T21:00:00.000Z'],
    // The days daylight saving starts (Friday 27 March 2026) and ends (Sunday 25 October 2026).
    [2026, 3, 27, '2026-03-26T22:00:00.000Z'],
    [2026, 3, 28, '2026-03-27T21:00:00.000Z'],
    [2026, 10, 25, '2026-10-24T21:00:00.000Z'],
    [2026, 10, 26, '2026-10-25T22:00:00.000Z'],
    // Parts roll over: the 13th month is January of the next year.
    [2026, 13, 1, '2026-12-31T22:00:00.000Z'],
  ])('starts the Israeli day %d-%d-%d at %s', (year, month, day, instant) => {
    expect(startOfShopDay(year, month, day, ISRAEL).toISOString()).toBe(instant);
  });

  it('is UTC itself for the UTC zone', () => {
    expect(startOfShopDay(2026, 3, 1, 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('reads a day label back, and only a real day', () => {
    expect(parseDayLabel('2026-11-05')).toEqual({ year: 2026, month: 11, day: 5 });
    expect(parseDayLabel('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(dayLabel(parseDayLabel('2026-01-31')!)).toBe('2026-01-31');
    for (const text of ['2026-02-30', '2026-13-01', '2026-00-10', '0099-01-01', '2026-11-5', '05.11.2026', ' 2026-11-05', '']) {
      expect(parseDayLabel(text)).toBeNull();
    }
  });
});
