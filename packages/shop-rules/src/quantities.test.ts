import { describe, expect, it } from 'vitest';
import { isOrderableQuantity, MAX_QUANTITY, MIN_QUANTITY } from './quantities';

describe('orderable quantities', () => {
  it.each([1, 2, 98, 99])('accepts %d', (quantity) => expect(isOrderableQuantity(quantity)).toBe(true));
  it.each([0, -1, 100, 1.5, Number.NaN, '2', null])('refuses %j', (quantity) => expect(isOrderableQuantity(quantity)).toBe(false));
  it('is 1 to 99', () => expect([MIN_QUANTITY, MAX_QUANTITY]).toEqual([1, 99]));
});
