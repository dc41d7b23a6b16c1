import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runTransaction } from '../../../shared/database/transaction-queue';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { claimOutboxRow, dueOutboxRows, releaseOutboxRow } from '../../../shared/outbox/outbox-leases';
import { OutboxWorker } from '../../../shared/outbox/outbox-worker';
import { afterFailedAttempt } from '../../../shared/outbox/retry-schedule';
import { ShopAlertsConfig } from '../application/shop-alerts-config.port';
import { ShopAlertEmailEntity } from './shop-alert-email.entity';

/**
 * Sends the shop's queued emails through the shop's mail transport (SMTP, or DATA_DIR/outbox without
 * one). A server that is down or refuses leaves the email pending, tried again after 1, 2, 4... poll
 * intervals (at most an hour apart) up to 20 attempts; nothing is lost across restarts, and two
 * processes never send the same email (each send is leased).
 */
@Injectable()
export class ShopAlertsWorker extends OutboxWorker {
  readonly rowName = 'Shop email';

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailTransport,
    private readonly config: ShopAlertsConfig,
  ) {
    super(config.pollMs, new Logger('ShopAlerts'));
  }

  findDue(now: Date, limit: number): Promise<number[]> {
    return dueOutboxRows(this.dataSource.manager, ShopAlertEmailEntity, now, limit);
  }

  async handle(id: number): Promise<void> {
    const now = new Date();
    const claim = await runTransaction(this.dataSource, (manager) => claimOutboxRow(manager, ShopAlertEmailEntity, id, now));
    if (!claim) return;
    const { row, leaseToken } = claim;
    try {
      await this.mail.send(
        { to: row.recipients, subject: row.subject, text: row.bodyText, html: row.bodyHtml },
        `shop-alert-${row.id}-${row.kind}.eml`,
        `shop alert ${row.alertKey}`,
      );
    } catch (error) {
      const message = `The mail server could not take it: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
      const next = afterFailedAttempt(row.attempts, new Date(), {
        firstDelayMs: this.config.pollMs,
        maxAttempts: this.config.emailMaxAttempts,
      });
      await runTransaction(this.dataSource, (manager) =>
        releaseOutboxRow(manager, ShopAlertEmailEntity, id, leaseToken, {
          state: next.state,
          lastError: message,
          ...(next.state === 'pending' ? { nextAttemptAt: next.nextAttemptAt } : {}),
        }),
      );
      if (next.state === 'failed') this.logger.error(`Shop alert ${row.alertKey} given up after ${row.attempts} attempts: ${message}`);
      else this.logger.warn(`Shop alert ${row.alertKey} not sent yet (attempt ${row.attempts}): ${message}`);
      return;
    }
    await runTransaction(this.dataSource, (manager) =>
      releaseOutboxRow(manager, ShopAlertEmailEntity, id, leaseToken, { state: 'sent', sentAt: new Date(), lastError: null }),
    );
  }
}
