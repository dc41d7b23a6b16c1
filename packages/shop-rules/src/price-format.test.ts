import { describe, expect, it } from 'vitest';
import { formatPrice, formatSignedPrice } from './price-format';

const NBSP = '\u00a0';
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

describe('price format (one for the storefront and the back office, in every language)', () => {
  it.each([
    [349.9, `349.90${NBSP}₪`],
    [120, `120.00${NBSP}₪`],
    [0, `0.00${NBSP}₪`],
    [0.1 + 0.2, `0.30${NBSP}₪`],
    [1234567.5, `1,234,567.50${NBSP}₪`],
  ])('%d -> %s', (amount, expected) => {
    const text = formatPrice(amount);
    expect(text).toBe(expected);
    expect(text).not.toMatch(DIRECTION_MARKS);
    expect(text).not.toMatch(/^\s|\s$/);
    expect(text).not.toMatch(/[-−]/);
  });

  it.each([
    [-15, `-15.00${NBSP}₪`],
    [15, `+15.00${NBSP}₪`],
    [0, `0.00${NBSP}₪`],
    [-0.5, `-0.50${NBSP}₪`],
  ])('a signed amount %d keeps its sign first: %s', (amount, expected) => {
    const text = formatSignedPrice(amount);
    expect(text).toBe(expected);
    expect(text).not.toMatch(DIRECTION_MARKS);
  });
});
