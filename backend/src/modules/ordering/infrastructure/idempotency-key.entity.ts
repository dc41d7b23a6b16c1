import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/**
 * An Idempotency-Key of POST /api/orders: claimed (in progress) before the order is priced, then
 * answered once, in the order's own transaction or with the request's refusal. Every process sharing
 * the database replays that one answer per key.
 */
@Entity('idempotency_keys')
export class IdempotencyKeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_idempotency_keys_key', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  key: string;

  /** sha256 (hex) of the canonical request body. */
  @Column({ type: 'varchar', length: 64 })
  requestHash: string;

  /** in_progress (claimed), placed (the order's answer) or refused (the request's refusal). */
  @Column({ type: 'varchar', length: 16, default: 'placed' })
  state: string;

  /** The claiming request's own token: only it answers the key. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  /** Until when the claim holds without an answer; then a retry may take it over. */
  @Column({ type: DATETIME, nullable: true })
  leaseUntil: Date | null;

  /** 201 for a placed order; null otherwise. */
  @Column({ type: 'int', nullable: true })
  responseStatus: number | null;

  /** The order's answer (placed) or the refusal's code, kind, message and fields (refused), as JSON. */
  @Column({ type: 'text', nullable: true })
  responseBody: string | null;

  @Index('ix_idempotency_keys_created')
  @Column({ type: DATETIME })
  createdAt: Date;
}
