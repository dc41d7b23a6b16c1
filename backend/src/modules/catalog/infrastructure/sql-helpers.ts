import { QueryFailedError } from 'typeorm';

/** `LIKE ... ESCAPE '!'` pattern for a case-insensitive "contains", with wildcards in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

export const LIKE_ESCAPE = "ESCAPE '!'";

/** `?, ?, ?` for an IN list of raw SQL (both mysql2 and better-sqlite3 use `?`). */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** A duplicate key refused by a unique index, on SQLite or MySQL/MariaDB. */
export function isUniqueViolation(error: unknown): error is QueryFailedError {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' || driverError?.code === 'ER_DUP_ENTRY' || driverError?.errno === 1062;
}

/** Aggregates come back as strings from MySQL (SUM of DECIMAL) and as numbers from SQLite. */
export const toCount = (value: unknown): number => Number(value ?? 0) || 0;
