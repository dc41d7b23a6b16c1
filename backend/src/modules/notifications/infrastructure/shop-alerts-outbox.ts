import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxCommitWatch } from '../../../shared/outbox/outbox-commit-watch';
import type { OrderAlert } from '../application/order-alert.views';
import { isSettledByProvider } from '../application/order-alert.views';
import { ShopAlertSettings } from '../application/shop-alert-settings.port';
import { ShopAlertsConfig } from '../application/shop-alerts-config.port';
import { newOrderEmail, paidAfterCancellationEmail, paymentSettledEmail, ShopEmail } from '../application/shop-alert.messages';
import { ShopAlertEmailEntity } from './shop-alert-email.entity';
import { ShopAlertsWorker } from './shop-alerts-worker';

/**
 * Queues the shop's own emails inside the transaction that makes them due (exported by the module):
 * one INSERT, only when Shop settings name an address, ignored when the same alert is already there.
 * Sending happens later, outside the transaction: a mail failure never fails an order or a payment.
 */
@Injectable()
export class ShopAlertsOutbox {
  constructor(
    private readonly settings: ShopAlertSettings,
    private readonly config: ShopAlertsConfig,
    private readonly commits: OutboxCommitWatch,
    private readonly worker: ShopAlertsWorker,
  ) {}

  deskUrl(orderId: string): string {
    return `${this.config.publicUrl}/admin/orders/${encodeURIComponent(orderId)}`;
  }

  /** Every placed order. */
  async orderPlaced(manager: EntityManager, alert: OrderAlert): Promise<void> {
    await this.queue(manager, `placed:${alert.orderId}`, 'order_placed', newOrderEmail(alert, this.deskUrl(alert.orderId)));
  }

  /** Every card or Bit payment the provider settled (cash is recorded by staff themselves). */
  async paymentSettled(manager: EntityManager, alert: OrderAlert): Promise<void> {
    if (!isSettledByProvider(alert)) return;
    await this.queue(manager, `paid:${alert.orderId}`, 'payment_settled', paymentSettledEmail(alert, this.deskUrl(alert.orderId)));
  }

  /**
   * A card or Bit payment that arrived after the order was cancelled, for staff to refund. Its own key,
   * so a repeated notification (or a second instance) never queues it twice.
   */
  async paidAfterCancellation(manager: EntityManager, alert: OrderAlert): Promise<void> {
    await this.queue(
      manager,
      `paid-after-cancellation:${alert.orderId}`,
      'late_payment',
      paidAfterCancellationEmail(alert, this.deskUrl(alert.orderId)),
    );
  }

  /** Any alert: false when no address is set (nothing is queued). */
  async queue(manager: EntityManager, alertKey: string, kind: string, email: ShopEmail): Promise<boolean> {
    const { alertEmails } = await this.settings.current(manager);
    if (alertEmails.length === 0) return false;
    await manager
      .createQueryBuilder()
      .insert()
      .into(ShopAlertEmailEntity)
      .values({
        alertKey,
        kind,
        recipients: alertEmails.join(', '),
        subject: email.subject.slice(0, 300),
        bodyText: email.text,
        bodyHtml: email.html,
        state: 'pending',
        attempts: 0,
        // A second back: DATETIME may round to the next whole second, and the wake-up after commit must find it due.
        nextAttemptAt: new Date(Date.now() - 1000),
      })
      .orIgnore()
      .execute();
    this.commits.afterCommit(manager, () => this.worker.wake());
    return true;
  }
}
