import { describe, expect, it } from 'vitest';
import { israelDay, VAT_SCHEDULE, vatRateOn } from './vat';
import { vatPart } from './prices';

describe('the VAT rate on a day', () => {
  it.each([
    ['2015-10-01', 17],
    ['2024-12-31', 17],
    ['2025-01-01', 18],
    ['2026-11-25', 18],
  ])('on %s it is %d%%', (day, rate) => expect(vatRateOn(day)).toBe(rate));

  it("takes a moment's day in Israel: 2025-01-01 begins at 22:00 UTC the evening before", () => {
    expect(vatRateOn(new Date('2024-12-31T21:59:59Z'))).toBe(17);
    expect(vatRateOn(new Date('2024-12-31T22:00:00Z'))).toBe(18);
    expect(israelDay(new Date('2024-12-31T22:00:00Z'))).toBe('2025-01-01');
  });

  it('follows a new line of the schedule from its start date', () => {
    const schedule = [...VAT_SCHEDULE, { from: '2030-07-01', percent: 19 }];
    expect(vatRateOn('2030-06-30', schedule)).toBe(18);
    expect(vatRateOn('2030-07-01', schedule)).toBe(19);
  });

  it('refuses a day before the schedule and text that is not a day', () => {
    expect(() => vatRateOn('2010-01-01')).toThrow(RangeError);
    expect(() => vatRateOn('1.1.2026')).toThrow(RangeError);
    expect(() => vatRateOn(new Date('nonsense'))).toThrow(RangeError);
  });

  it('gives the VAT part of a price that includes it at the day’s rate', () => {
    expect(vatPart(11800, vatRateOn('2026-01-01'))).toBe(1800);
    expect(vatPart(11700, vatRateOn('2024-06-01'))).toBe(1700);
  });
});
