import { describe, expect, it } from 'vitest';
import { effectiveLowStockThreshold, stockLevel } from './low-stock';

describe('stockLevel', () => {
  it.each([
    [0, 5, 'out'],
    [-2, 5, 'out'],
    [0, 0, 'out'],
    [1, 5, 'low'],
    [4, 5, 'low'],
    [5, 5, 'ok'],
    [6, 5, 'ok'],
    [1, 0, 'ok'],
    [1, 1, 'ok'],
  ] as const)('%i units against a threshold of %i is %s', (stock, threshold, level) => {
    expect(stockLevel(stock, threshold)).toBe(level);
  });
});

describe('effectiveLowStockThreshold', () => {
  it.each([
    [3, 7, 5, 3],
    [null, 7, 5, 7],
    [null, null, 5, 5],
    [0, 7, 5, 0],
    [null, 0, 5, 0],
  ] as const)('own %s, product %s, shop %i gives %i', (own, product, shop, expected) => {
    expect(effectiveLowStockThreshold(own, product, shop)).toBe(expected);
  });
});
