import { describe, expect, it } from 'vitest';
import { averageText, starFills } from './stars';

describe('stars', () => {
  it.each([
    [5, [100, 100, 100, 100, 100]],
    [4.5, [100, 100, 100, 100, 50]],
    [4.33, [100, 100, 100, 100, 33]],
    [1, [100, 0, 0, 0, 0]],
    [0, [0, 0, 0, 0, 0]],
    [7, [100, 100, 100, 100, 100]],
    [Number.NaN, [0, 0, 0, 0, 0]],
  ])('fills the stars of %s as %j', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });

  it.each([
    [4.33, '4.3'],
    [5, '5.0'],
    [3.35, '3.4'],
  ])('shows the average %s as %s', (average, text) => {
    expect(averageText(average)).toBe(text);
  });
});
