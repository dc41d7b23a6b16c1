import { randomBytes } from 'node:crypto';
import type { EntityManager, FindOptionsWhere, QueryDeepPartialEntity } from 'typeorm';
import { OutboxRow, PENDING } from './outbox-row';

/**
 * How long a claimed row is the claiming process's: far above anything one attempt does (an SMTP
 * send, a webhook post, the tax document provider's calls with their 2 × 20 s limits). A process that
 * stalls longer loses the row to another, and its late outcome is not written (see releaseOutboxRow).
 */
export const LEASE_MS = 120_000;

/** When a lease taken at `now` runs out. */
export const leaseEnd = (now: Date): Date => new Date(now.getTime() + LEASE_MS);

/** An outbox row's entity: a class extending OutboxRow. */
export type OutboxEntity<Row extends OutboxRow> = new () => Row;

/** A row this process holds the lease of; only the holder of `leaseToken` may record its outcome. */
export interface ClaimedRow<Row extends OutboxRow> {
  readonly leaseToken: string;
  /** The row as it is after the claim (`attempts` counts this attempt). */
  readonly row: Row;
}

/** The SQL condition of a row that may be claimed at `:now`; `table` names the table where a statement needs it. */
const due = (table = ''): string => {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  return `${column('state')} = '${PENDING}' AND ${column('next_attempt_at')} <= :now AND (${column('lease_until')} IS NULL OR ${column('lease_until')} < :now)`;
};

/**
 * Ids of the rows due now (pending, next attempt reached, not leased or the lease ran out), at most
 * `limit`, the earliest due first. `alsoWhere` narrows them with the outbox's own SQL condition on
 * the row, named `d` (tax documents: a credit note waits for its invoice-receipt). Plain SQL through
 * the driver's escaping: the same statement on SQLite and MySQL/MariaDB.
 */
export async function dueOutboxRows<Row extends OutboxRow>(
  manager: EntityManager,
  entity: OutboxEntity<Row>,
  now: Date,
  limit: number,
  alsoWhere?: string,
): Promise<number[]> {
  const table = manager.connection.getMetadata(entity).tableName;
  const [sql, parameters] = manager.connection.driver.escapeQueryWithParameters(
    `SELECT d.id AS id FROM ${table} d
      WHERE ${due('d')}${alsoWhere ? ` AND (${alsoWhere})` : ''}
      ORDER BY d.next_attempt_at, d.id
      LIMIT ${Math.max(1, Math.floor(limit))}`,
    { now },
    {},
  );
  return ((await manager.query(sql, parameters)) as Array<{ id: number | string }>).map((row) => Number(row.id));
}

/**
 * The guarded claim of a due row: one UPDATE that takes the lease and counts the attempt only while
 * the row is still due and unleased. Of two processes that found it due, one changes the row and gets
 * it (read back through the same manager), the other gets null. Atomic on every engine: the
 * condition and the change are one statement.
 */
export async function claimOutboxRow<Row extends OutboxRow>(
  manager: EntityManager,
  entity: OutboxEntity<Row>,
  id: number,
  now: Date,
  leaseUntil: Date = leaseEnd(now),
): Promise<ClaimedRow<Row> | null> {
  const leaseToken = randomBytes(16).toString('hex');
  const taken = await manager
    .createQueryBuilder()
    .update(entity)
    .set({ leaseToken, leaseUntil, attempts: () => 'attempts + 1' } as QueryDeepPartialEntity<Row>)
    .where(`id = :id AND ${due()}`, { id, now })
    .execute();
  if (taken.affected !== 1) return null;
  return { leaseToken, row: await manager.findOneByOrFail(entity, { id } as FindOptionsWhere<Row>) };
}

/**
 * Writes an attempt's outcome and gives the lease back, only while the lease is still `leaseToken`'s
 * and the row pending: false when another process took the row over meanwhile (nothing is written).
 */
export async function releaseOutboxRow<Row extends OutboxRow>(
  manager: EntityManager,
  entity: OutboxEntity<Row>,
  id: number,
  leaseToken: string,
  values: QueryDeepPartialEntity<Row>,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(entity)
    .set({ ...values, leaseToken: null, leaseUntil: null } as QueryDeepPartialEntity<Row>)
    .where(`id = :id AND lease_token = :leaseToken AND state = '${PENDING}'`, { id, leaseToken })
    .execute();
  return result.affected === 1;
}
