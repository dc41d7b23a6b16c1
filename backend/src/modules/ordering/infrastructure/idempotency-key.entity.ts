import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/**
 * The first answer given to a POST /api/orders carrying an Idempotency-Key. Written in the same
 * transaction as the order, so every process sharing the database replays one order per key.
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

  @Column({ type: 'int' })
  responseStatus: number;

  @Column({ type: 'text' })
  responseBody: string;

  @Index('ix_idempotency_keys_created')
  @Column({ type: DATETIME })
  createdAt: Date;
}
