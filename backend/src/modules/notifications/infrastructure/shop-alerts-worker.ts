import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runTransaction } from '../../../shared/database/transaction-queue';
import { OutboxLoop, OutboxWork } from '../../../shared/outbox/outbox-loop';
import { MailTransport } from '../../../shared/mail/mail-transport';
import { ShopAlertsConfig } from '../application/shop-alerts-config.port';
import { afterFailedAttempt } from '../domain/shop-alerts-retry-schedule';
import { claimRow, dueRows, releaseRow } from './leases';
import { ShopAlertEmailEntity } from './shop-alert-email.entity';

/**
 * Sends the shop's queued emails through the shop's mail transport (SMTP, or DATA_DIR/outbox without
 * one). A server that is down or refuses leaves the email pending, tried again after 1, 2, 4... poll
 * intervals (at most an hour apart) up to 20 attempts; nothing is lost across restarts, and two
 * processes never send the same email (each send is leased).
 */
@Injectable()
export class ShopAlertsWorker implements OutboxWork, OnApplicationBootstrap, OnModuleDestroy {
  readonly rowName = 'Shop email';
  private readonly logger = new Logger('ShopAlerts');
  private readonly loop: OutboxLoop;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailTransport,
    private readonly config: ShopAlertsConfig,
  ) {
    this.loop = new OutboxLoop(this, config.pollMs, this.logger);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.loop.stop();
  }

  /** New work committed: look now instead of at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  findDue(now: Date, limit: number): Promise<number[]> {
    return dueRows(this.dataSource.manager, 'shop_alert_emails', now, limit);
  }

  async handle(id: number): Promise<void> {
    const now = new Date();
    const claim = await runTransaction(this.dataSource, async (manager) => {
      const leaseToken = await claimRow(manager, ShopAlertEmailEntity, id, now);
      return leaseToken ? { leaseToken, row: await manager.findOneByOrFail(ShopAlertEmailEntity, { id }) } : null;
    });
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
      const next = afterFailedAttempt(row.attempts, this.config.emailMaxAttempts, new Date(), this.config.pollMs);
      await runTransaction(this.dataSource, (manager) =>
        releaseRow(manager, ShopAlertEmailEntity, id, leaseToken, {
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
      releaseRow(manager, ShopAlertEmailEntity, id, leaseToken, { state: 'sent', sentAt: new Date(), lastError: null }),
    );
  }
}
