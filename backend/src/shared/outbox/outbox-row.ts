import { Column, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../database/columns';

/** The state of every outbox row before it is done: each outbox adds its own end states (`issued`, `sent`...). */
export const PENDING = 'pending';

/**
 * The columns every outbox table has (tax documents, the shop's emails, webhook deliveries), declared
 * once: each outbox's entity extends this and adds its own. Not an entity itself, so it has no table;
 * the column names (`state`, `attempts`, `next_attempt_at`, `lease_token`, `lease_until`, `last_error`)
 * are the ones the tables always had, and the lease SQL of `outbox-leases.ts` names them.
 */
export abstract class OutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  /** `pending` until done; then the outbox's own words (`issued`, `sent`, `delivered`) or `failed`. */
  @Column({ type: 'varchar', length: 10, default: PENDING })
  state: string;

  /** Attempts made, counted when each is claimed. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: DATETIME })
  nextAttemptAt: Date;

  /** Who holds it while it is being handled, and until when: a lease that ran out is free again. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  leaseToken: string | null;

  @Column({ type: DATETIME, nullable: true })
  leaseUntil: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}
