import { DataSource, QueryFailedError } from 'typeorm';

/** `LIKE :pattern ESCAPE '!'`: `!` works as the escape character on MySQL and SQLite alike. */
export const LIKE_ESCAPE = "ESCAPE '!'";

/**
 * Pattern for a case-insensitive "contains", with `%`, `_` and `!` in the text taken literally.
 * Runs of white space become one space: the search texts separate their fields with line breaks,
 * which a typed search must not reach across.
 */
export function containsPattern(text: string): string {
  return `%${text
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

interface DriverError {
  code?: string;
  errno?: number;
  message?: string;
}

/**
 * True when a unique index refused the row, on SQLite or MySQL/MariaDB. With `markers`, only when
 * the message names one of them: MySQL names the index ("for key 'uq_orders_order_number'"),
 * SQLite the column ("orders.order_number").
 */
export function isUniqueViolation(error: unknown, markers?: readonly string[]): error is QueryFailedError {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: DriverError }).driverError;
  const duplicate = driverError?.code === 'ER_DUP_ENTRY' || driverError?.errno === 1062 || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
  if (!duplicate || !markers) return duplicate;
  const message = driverError?.message ?? error.message;
  return markers.some((marker) => message.includes(marker));
}

/**
 * `LIKE` comparing bytes, for the lower-case search texts: MySQL's `LIKE BINARY` skips the column's
 * Unicode collation; SQLite's `LIKE` already compares bytes, but for ASCII letters, which the
 * search texts and patterns have in lower case anyway.
 */
export function byteWiseLike(dataSource: DataSource): string {
  const type = dataSource.options.type;
  return type === 'mysql' || type === 'mariadb' ? 'LIKE BINARY' : 'LIKE';
}
