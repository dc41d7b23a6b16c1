import { moneyTransformer } from './columns';

/**
 * Values of raw rows (statements run without entity hydration), read the same from both
 * databases: mysql2 gives BOOLEAN as 0/1, DECIMAL as text and DATETIME as a Date (the pool runs in
 * UTC); better-sqlite3 gives 0/1, numbers and the text TypeORM wrote, `YYYY-MM-DD HH:MM:SS.SSS` in UTC.
 */
export function sqlBoolean(value: unknown): boolean {
  return value === true || Number(value) === 1;
}

export function sqlDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  // Text without a zone is UTC, as TypeORM writes it.
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
}

/** A DECIMAL(10,2) money column, as the entities' money columns read it. */
export function sqlMoney(value: unknown): number {
  return moneyTransformer.from(value as string | number) as number;
}

export function sqlTextOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
