import { describe, expect, it } from 'vitest';
import { looksLikeOrderNumber, normalizeOrderNumber, ORDER_NUMBER_PATTERN } from './order-number';

describe('order number', () => {
  it.each(['ORD-1767000000000-0', 'ORD-1767000000000-12', 'ORD-1-999'])('%s has the shape', (value) => {
    expect(value).toMatch(ORDER_NUMBER_PATTERN);
  });

  it.each(['ORD-1-1000', 'ORD--1', 'XORD-1-1', 'ORD-1-', 'ord-1-1', ' ORD-1-1'])('%j does not', (value) => {
    expect(value).not.toMatch(ORDER_NUMBER_PATTERN);
  });

  it('ignores spaces and case typed by a shopper', () => {
    expect(normalizeOrderNumber('  ord-1767000000000-12 ')).toBe('ORD-1767000000000-12');
    expect(looksLikeOrderNumber('  ord-1767000000000-12 ')).toBe(true);
    expect(looksLikeOrderNumber('1767000000000')).toBe(false);
  });
});
