import type { DataSource } from 'typeorm';

/**
 * Text of a datetime column's UTC day (`YYYY-MM-DD`) or month (`YYYY-MM`) in the running
 * database's dialect. Both databases store UTC (MySQL through the connection's `timezone: 'Z'`).
 */
export function utcPeriodExpression(dataSource: DataSource, column: string, period: 'day' | 'month'): string {
  const type = dataSource.options.type;
  if (type === 'mysql' || type === 'mariadb') {
    return `DATE_FORMAT(${column}, '${period === 'day' ? '%Y-%m-%d' : '%Y-%m'}')`;
  }
  return `strftime('${period === 'day' ? '%Y-%m-%d' : '%Y-%m'}', ${column})`;
}

/** `%`, `_` and the escape character match literally; `!` works as ESCAPE on MySQL and SQLite alike. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

/**
 * An email column compared without case. MySQL's utf8mb4_unicode_ci columns already compare so,
 * which lets COUNT(DISTINCT ...) walk the email index; SQLite needs LOWER().
 */
export function caseInsensitiveEmail(dataSource: DataSource, column: string): string {
  const type = dataSource.options.type;
  return type === 'mysql' || type === 'mariadb' ? column : `LOWER(${column})`;
}
