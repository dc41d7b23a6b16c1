import { describe, expect, it } from 'vitest';
import { formatPrice as shopPrice } from 'shop-rules';
import { formatCount, formatDateTime, formatPrice, formatShekels, formatSignedPrice } from './format';

const NBSP = '\u00a0';
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/;

describe('he-IL formatting', () => {
  it("shows shekels with two decimals by the shop's one rule, without direction marks", () => {
    expect(formatShekels(1234.5)).toBe(`1,234.50${NBSP}₪`);
    expect(formatShekels(null)).toBe(`0.00${NBSP}₪`);
    expect(formatShekels(349.9)).toBe(shopPrice(349.9));
    expect(formatPrice).toBe(shopPrice);
    expect(formatShekels(349.9)).not.toMatch(DIRECTION_MARKS);
  });

  it('shows a negative modifier with its minus first, never "15-"', () => {
    expect(formatSignedPrice(-15)).toBe(`-15.00${NBSP}₪`);
    expect(formatSignedPrice(15)).toBe(`+15.00${NBSP}₪`);
  });

  it('groups whole numbers', () => {
    expect(formatCount(102098)).toBe('102,098');
  });

  it("shows the date with year, month, day, hour and minute on the shop's clock", () => {
    // 21:30 UTC on 5 January is 23:30 in Israel (winter, UTC+2); 22:30 UTC is already the 6th there.
    expect(formatDateTime('2026-01-05T21:30:00.000Z')).toBe('05.01.2026, 23:30');
    expect(formatDateTime('2026-01-05T22:30:00.000Z', 'Asia/Jerusalem')).toBe('06.01.2026, 00:30');
    // Summer time, UTC+3.
    expect(formatDateTime('2026-07-05T21:30:00.000Z', 'Asia/Jerusalem')).toBe('06.07.2026, 00:30');
    expect(formatDateTime('2026-01-05T22:30:00.000Z', 'UTC')).toBe('05.01.2026, 22:30');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
