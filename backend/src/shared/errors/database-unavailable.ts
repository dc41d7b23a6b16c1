/**
 * Failures that mean "the database cannot be reached right now" rather than "this request is wrong":
 * the server is down or restarting, the connection dropped, too many connections, a lock it could not
 * get in time (SQLite's busy file). They answer 503 with Retry-After, and the next request tries again
 * on a fresh connection, so the shop serves again as soon as the database is back.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_PACKETS_OUT_OF_ORDER',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_NORMAL_SHUTDOWN',
  'ER_SHUTDOWN_COMPLETE',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'ER_CLIENT_INTERACTION_TIMEOUT',
  'ER_GET_CONNECTION_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

const UNAVAILABLE_MESSAGES = [
  /can't add new command when connection is in closed state/i,
  /connection is in closed state/i,
  /pool is closed/i,
  /connection lost/i,
  /server has gone away/i,
  /timeout acquiring a connection/i,
];

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, errno, message, driverError, cause } = error as {
    code?: unknown;
    errno?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  // 2002/2003/2006/2013: can't connect, server gone away, lost during query (numeric on some drivers).
  if (typeof errno === 'number' && [1040, 1053, 1205, 1213, 2002, 2003, 2006, 2013].includes(errno)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
