/**
 * The total of a page whose rows carry it (a count subquery or `COUNT(*) OVER ()` beside each row),
 * so a page costs no statement of its own for it. Counted apart only when no row carries it: a page
 * past the end has no rows (an empty first page means none at all), and a kept count may be missing
 * (null).
 */
export async function pageTotal(
  rows: ReadonlyArray<{ total_count?: unknown }>,
  offset: number,
  countApart: () => Promise<number>,
): Promise<number> {
  const carried = rows[0]?.total_count;
  if (carried !== undefined && carried !== null) return Number(carried) || 0;
  if (rows.length === 0 && offset === 0) return 0;
  return countApart();
}
