/** How much of each of the five stars is filled, in whole percent, for a rating from 0 to 5. */
export function starFills(rating: number): number[] {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return [0, 1, 2, 3, 4].map((index) => Math.round(Math.min(1, Math.max(0, value - index)) * 100));
}

/** The average as shown beside the stars: one decimal (4.33 → "4.3", 5 → "5.0"). */
export function averageText(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}
