import { QueryFailedError } from 'typeorm';

interface DriverError {
  code?: string;
  errno?: number;
  message?: string;
}

/**
 * True when a unique index refused the row. MySQL names the index in its message
 * ("for key 'uq_orders_order_number'"), SQLite the column ("orders.order_number").
 */
export function isUniqueViolation(error: unknown, markers: readonly string[]): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: DriverError }).driverError;
  const duplicate =
    driverError?.code === 'ER_DUP_ENTRY' || driverError?.errno === 1062 || driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE';
  const message = driverError?.message ?? error.message;
  return duplicate && markers.some((marker) => message.includes(marker));
}
