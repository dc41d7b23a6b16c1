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

/**
 * A text column compared without case. MySQL's utf8mb4_unicode_ci columns already compare so
 * (no per-row LOWER(), and COUNT(DISTINCT ...) can walk an index); SQLite needs LOWER(), which
 * the embedded database's set-up makes Unicode-aware.
 */
export function caseInsensitive(dataSource: DataSource, column: string): string {
  const type = dataSource.options.type;
  return type === 'mysql' || type === 'mariadb' ? column : `LOWER(${column})`;
}

