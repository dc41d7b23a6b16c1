/** Anything that runs SQL: a DataSource, or an EntityManager inside a transaction. */
interface Runs {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Hands `work` one batch after another from `next` until a batch comes back short (or empty), and
 * answers how many rows it handled. `next` must not find again what `work` has done, or it would
 * never end: the catch-ups at start pick the rows that still lack what they write.
 */
export async function inBatches<T>(
  size: number,
  next: (size: number) => Promise<T[]>,
  work: (rows: T[]) => Promise<void>,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const rows = await next(size);
    if (rows.length > 0) await work(rows);
    handled += rows.length;
    if (rows.length < size) return handled;
  }
}

/**
 * Sets one column of many rows in one statement (`CASE id WHEN ... END`), instead of a statement a
 * row. `table`, `column` and `idColumn` are the caller's own names, never input.
 */
export async function setColumnById(
  runner: Runs,
  table: string,
  column: string,
  idColumn: string,
  values: ReadonlyArray<readonly [unknown, unknown]>,
): Promise<void> {
  if (values.length === 0) return;
  const cases = values.map(() => 'WHEN ? THEN ?').join(' ');
  const ids = values.map(() => '?').join(', ');
  await runner.query(`UPDATE ${table} SET ${column} = CASE ${idColumn} ${cases} END WHERE ${idColumn} IN (${ids})`, [
    ...values.flatMap(([id, value]) => [id, value]),
    ...values.map(([id]) => id),
  ]);
}
