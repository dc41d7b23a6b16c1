import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/**
 * One event for one webhook: the outbox of the deliveries (inserted in the transaction of the order's
 * change, posted by whichever process leases it, retried with backoff) and the back office's log.
 */
@Entity('webhook_deliveries')
@Index('ix_webhook_deliveries_due', ['state', 'nextAttemptAt'])
@Index('ix_webhook_deliveries_webhook', ['webhookId', 'id'])
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  webhookId: number;

  @Column({ type: 'varchar', length: 40 })
  event: string;

  /** The body's `id`: the same on every attempt and "send again". */
  @Column({ type: 'varchar', length: 36 })
  eventId: string;

  /** The JSON body, exactly as posted and signed. */
  @Column({ type: 'text' })
  payload: string;

  /** pending, delivered or failed. */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  state: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: DATETIME })
  nextAttemptAt: Date;

  @Column({ type: 'varchar', length: 32, nullable: true })
  leaseToken: string | null;

  @Column({ type: DATETIME, nullable: true })
  leaseUntil: Date | null;

  /** The receiver's last HTTP status; null: no answer (refused, timed out). */
  @Column({ type: 'int', nullable: true })
  lastStatusCode: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: DATETIME, nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: DATETIME, nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;
}
