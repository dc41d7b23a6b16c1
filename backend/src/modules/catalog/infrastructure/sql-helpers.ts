export { byteWiseLike, containsPattern, isUniqueViolation, LIKE_ESCAPE } from '../../../shared/database/sql';

/** `?, ?, ?` for an IN list of raw SQL (both mysql2 and better-sqlite3 use `?`). */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** Aggregates come back as strings from MySQL (SUM of DECIMAL) and as numbers from SQLite. */
export const toCount = (value: unknown): number => Number(value ?? 0) || 0;
