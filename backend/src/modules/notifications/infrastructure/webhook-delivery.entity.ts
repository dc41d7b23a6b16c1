import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';
import { OutboxRow } from '../../../shared/outbox/outbox-row';

/**
 * One event for one webhook: the outbox of the deliveries (inserted in the transaction of the order's
 * change, posted by whichever process leases it, retried with backoff) and the back office's log.
 * Its state is pending, delivered or failed.
 */
@Entity('webhook_deliveries')
@Index('ix_webhook_deliveries_due', ['state', 'nextAttemptAt'])
@Index('ix_webhook_deliveries_webhook', ['webhookId', 'id'])
export class WebhookDeliveryEntity extends OutboxRow {
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

  /** The receiver's last HTTP status; null: no answer (refused, timed out). */
  @Column({ type: 'int', nullable: true })
  lastStatusCode: number | null;

  @Column({ type: DATETIME, nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: DATETIME, nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;
}
