import { randomBytes } from 'node:crypto';
import type { EntityManager, ObjectLiteral } from 'typeorm';

/** How long a claimed row is this process's: far above one SMTP send or one webhook post. */
export const LEASE_MS = 120_000;

/**
 * The guarded claim of an outbox row (`state = 'pending'`, due, not leased): of two processes that
 * found it due, one changes the row and gets its lease token, the other gets null.
 */
export async function claimRow(manager: EntityManager, entity: new () => ObjectLiteral, id: number, now: Date): Promise<string | null> {
  const leaseToken = randomBytes(16).toString('hex');
  const taken = await manager
    .createQueryBuilder()
    .update(entity)
    .set({ leaseToken, leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: () => 'attempts + 1' })
    .where("id = :id AND state = 'pending' AND next_attempt_at <= :now AND (lease_until IS NULL OR lease_until < :now)", { id, now })
    .execute();
  return taken.affected === 1 ? leaseToken : null;
}

/** Writes an outcome and gives the lease back, only while the lease is still `leaseToken`'s. */
export async function releaseRow(
  manager: EntityManager,
  entity: new () => ObjectLiteral,
  id: number,
  leaseToken: string,
  values: ObjectLiteral,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(entity)
    .set({ ...values, leaseToken: null, leaseUntil: null })
    .where("id = :id AND lease_token = :leaseToken AND state = 'pending'", { id, leaseToken })
    .execute();
  return result.affected === 1;
}

/** Ids of pending rows due now (and not leased), the earliest first. */
export async function dueRows(manager: EntityManager, table: string, now: Date, limit: number): Promise<number[]> {
  const [sql, parameters] = manager.connection.driver.escapeQueryWithParameters(
    `SELECT id FROM ${table} WHERE state = 'pending' AND next_attempt_at <= :now AND (lease_until IS NULL OR lease_until < :now)
      ORDER BY next_attempt_at, id LIMIT ${Math.max(1, Math.floor(limit))}`,
    { now },
    {},
  );
  return ((await manager.query(sql, parameters)) as Array<{ id: number | string }>).map((row) => Number(row.id));
}
