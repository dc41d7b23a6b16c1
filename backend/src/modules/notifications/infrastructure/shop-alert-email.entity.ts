import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';
import { OutboxRow } from '../../../shared/outbox/outbox-row';

/**
 * The outbox of the shop's own emails (new orders, settled payments, low stock): one row per email,
 * inserted in the transaction that makes it due (the unique key makes a second request a no-op), sent
 * by whichever process leases it; a mail server that is down only delays it. Its state is pending,
 * sent or failed.
 */
@Entity('shop_alert_emails')
@Index('ix_shop_alert_emails_due', ['state', 'nextAttemptAt'])
export class ShopAlertEmailEntity extends OutboxRow {
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

  @Column({ type: DATETIME, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;
}
