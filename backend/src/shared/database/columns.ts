import { ValueTransformer } from 'typeorm';

/**
 * DECIMAL(10,2) money columns. mysql2 returns DECIMAL as a string and SQLite as a number;
 * both come out as a number with at most two decimals. Arithmetic on money happens in agorot
 * (see shop-rules money.ts), never on these floats.
 */
export const moneyTransformer: ValueTransformer = {
  to: (value: number | string | null | undefined) => (value === null || value === undefined ? value : Number(value).toFixed(2)),
  from: (value: number | string | null) => (value === null || value === undefined ? value : Math.round(Number(value) * 100) / 100),
};

export const moneyColumn = { type: 'decimal' as const, precision: 10, scale: 2, transformer: moneyTransformer, default: 0 };

/** Datetime column type understood by both MySQL and SQLite. */
export const DATETIME = 'datetime' as const;
