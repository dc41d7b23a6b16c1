import { describe, expect, it } from 'vitest';
import { formatShekels, formatShekelsWithSign, toAgorot, toShekels } from './money';

describe('money in agorot', () => {
  it('converts without floating drift', () => {
    expect(toAgorot(0.1) + toAgorot(0.2)).toBe(30);
    expect(toAgorot('19.99') * 3).toBe(5997);
    expect(toShekels(5997)).toBe(59.97);
  });

  it('formats two decimals', () => {
    expect(formatShekels(12340)).toBe('123.40');
    expect(formatShekels(5)).toBe('0.05');
    expect(formatShekels(-250)).toBe('-2.50');
  });

  it('writes an amount for a sentence with the shekel sign first', () => {
    expect(formatShekelsWithSign(11664)).toBe('₪116.64');
    expect(formatShekelsWithSign(0)).toBe('₪0.00');
  });

  it('refuses something that is not an amount', () => {
    expect(() => toAgorot('abc')).toThrow(RangeError);
  });
});
