import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/**
 * The outbox of the shop's own emails (new orders, settled payments, low stock): one row per email,
 * inserted in the transaction that makes it due (the unique key makes a second request a no-op), sent
 * by whichever process leases it; a mail server that is down only delays it.
 */
@Entity('shop_alert_emails')
@Index('ix_shop_alert_emails_due', ['state', 'nextAttemptAt'])
export class ShopAlertEmailEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** `placed:<order id>`, `paid:<order id>`, `low-stock:<shop day>`, `sold-out:<...>`: one email each. */
  @Index('uq_shop_alert_emails_alert_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  alertKey: string;

  /** order_placed, payment_settled, low_stock_digest or sold_out. */
  @Column({ type: 'varchar', length: 20 })
  kind: string;

  /** The addresses, comma-separated, as Shop settings had them when it was queued. */
  @Column({ type: 'varchar', length: 2600 })
  recipients: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  bodyText: string;

  @Column({ type: 'text' })
  bodyHtml: string;

  /** pending, sent or failed. */
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

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: DATETIME, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;
}
