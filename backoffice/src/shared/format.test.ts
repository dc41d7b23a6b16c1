import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatShekels } from './format';

// Intl puts direction marks and a no-break space around the sign; compare without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();

describe('he-IL formatting', () => {
  it('shows shekels with two decimals', () => {
    expect(plain(formatShekels(1234.5))).toBe('1,234.50 ₪');
    expect(plain(formatShekels(null))).toBe('0.00 ₪');
  });

  it('groups whole numbers', () => {
    expect(formatCount(102098)).toBe('102,098');
  });

  it('shows the date with year, month, day, hour and minute', () => {
    const shown = plain(formatDateTime('2026-01-05T10:07:00.000Z'));
    expect(shown).toMatch(/^\d{2}\.\d{2}\.2026, \d{2}:07$/);
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
