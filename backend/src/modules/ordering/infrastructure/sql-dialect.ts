import type { DataSource } from 'typeorm';

/**
 * The label of the calendar span (a shop's day or month) a datetime column falls in, as one CASE both
 * databases read alike: the spans come from the app as UTC instants (both databases store UTC, MySQL
 * through the connection's `timezone: 'Z'`), so the shop's time zone and its daylight saving never need
 * the database's zone tables. Rows before the first span's start must be filtered out by the caller.
 */
export function calendarSpanExpression(
  column: string,
  spans: readonly { label: string; end: Date }[],
  name: string,
): { expression: string; parameters: Record<string, Date> } {
  const parameters: Record<string, Date> = {};
  const cases = spans.map((span, index) => {
    // Labels are made by the app from numbers (2026-11-05); anything else is a programming error.
    if (!/^\d{4}-\d{2}(-\d{2})?$/.test(span.label)) throw new Error(`not a calendar label: ${span.label}`);
    parameters[`${name}${index}`] = span.end;
    return `WHEN ${column} < :${name}${index} THEN '${span.label}'`;
  });
  return { expression: `CASE ${cases.join(' ')} END`, parameters };
}

/**
 * A text column compared without case. MySQL's utf8mb4_unicode_ci columns already compare so
 * (no per-row LOWER(), and COUNT(DISTINCT ...) can walk an index); SQLite needs LOWER(), which
 * the embedded database's set-up makes Unicode-aware.
 */
export function caseInsensitive(dataSource: DataSource, column: string): string {
  const type = dataSource.options.type;
  return type === 'mysql' || type === 'mariadb' ? column : `LOWER(${column})`;
}
