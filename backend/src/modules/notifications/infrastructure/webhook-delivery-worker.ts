import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runTransaction } from '../../../shared/database/transaction-queue';
import { claimOutboxRow, dueOutboxRows, releaseOutboxRow } from '../../../shared/outbox/outbox-leases';
import { OutboxWorker } from '../../../shared/outbox/outbox-worker';
import { afterFailedAttempt } from '../../../shared/outbox/retry-schedule';
import { ShopAlertsConfig } from '../application/shop-alerts-config.port';
import { WebhookDeliveries } from '../application/webhook-deliveries.port';
import { WebhookDestinations } from '../application/webhook-destinations.port';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from '../domain/webhook-signature';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { PostOutcome, postWebhook } from './webhook-http-client';
import { WebhookEntity } from './webhook.entity';

/**
 * Posts the due deliveries: each signed afresh at each attempt (a new timestamp), a 2xx answer is
 * delivered, anything else (another status, no answer in WEBHOOK_TIMEOUT_MS, refused) is tried again
 * after WEBHOOK_RETRY_BASE_MS, then twice that... (at most an hour apart) up to WEBHOOK_MAX_ATTEMPTS.
 * A delivery of a webhook switched off or deleted meanwhile is given up. Each attempt resolves the
 * host afresh (DNS may have changed since staff saved it), judges the addresses and connects to the
 * one it judged.
 */
@Injectable()
export class WebhookDeliveryWorker extends OutboxWorker implements WebhookDeliveries {
  readonly rowName = 'Webhook delivery';

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: ShopAlertsConfig,
    private readonly destinations: WebhookDestinations,
  ) {
    super(config.pollMs, new Logger('Webhooks'));
  }

  findDue(now: Date, limit: number): Promise<number[]> {
    return dueOutboxRows(this.dataSource.manager, WebhookDeliveryEntity, now, limit);
  }

  async handle(id: number): Promise<void> {
    const now = new Date();
    const claim = await runTransaction(this.dataSource, async (manager) => {
      const claimed = await claimOutboxRow(manager, WebhookDeliveryEntity, id, now);
      if (!claimed) return null;
      const webhook = await manager.findOneBy(WebhookEntity, { id: claimed.row.webhookId });
      return { leaseToken: claimed.leaseToken, delivery: claimed.row, webhook };
    });
    if (!claim) return;
    const { leaseToken, delivery, webhook } = claim;
    const record = (values: Partial<WebhookDeliveryEntity>) =>
      runTransaction(this.dataSource, (manager) => releaseOutboxRow(manager, WebhookDeliveryEntity, id, leaseToken, values));
    if (!webhook || !webhook.isActive) {
      await record({ state: 'failed', lastError: 'The webhook was switched off or deleted', lastAttemptAt: now });
      return;
    }
    const outcome = await this.post(webhook, delivery);
    const attemptedAt = new Date();
    if (outcome.ok) {
      await record({
        state: 'delivered',
        deliveredAt: attemptedAt,
        lastAttemptAt: attemptedAt,
        lastStatusCode: outcome.statusCode,
        lastError: null,
      });
      return;
    }
    const next = afterFailedAttempt(delivery.attempts, attemptedAt, {
      firstDelayMs: this.config.webhookRetryBaseMs,
      maxAttempts: this.config.webhookMaxAttempts,
    });
    await record({
      state: next.state,
      lastStatusCode: outcome.statusCode,
      lastError: (outcome.error ?? 'Not delivered').slice(0, 500),
      lastAttemptAt: attemptedAt,
      ...(next.state === 'pending' ? { nextAttemptAt: next.nextAttemptAt } : {}),
    });
  }

  private async post(webhook: WebhookEntity, delivery: WebhookDeliveryEntity): Promise<PostOutcome> {
    const startedAt = Date.now();
    const destination = await this.destinations.resolve(webhook.url);
    if (destination.kind === 'refused') {
      return { ok: false, statusCode: null, error: `Refused: the address ${destination.address} is ${destination.range}` };
    }
    if (destination.kind === 'unresolved') return { ok: false, statusCode: null, error: `Could not be reached: ${destination.reason}` };
    const timestamp = Math.floor(Date.now() / 1000);
    return postWebhook(
      webhook.url,
      destination,
      delivery.payload,
      {
        [EVENT_HEADER]: delivery.event,
        [DELIVERY_HEADER]: delivery.eventId,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: webhookSignature(webhook.secret, timestamp, delivery.payload),
      },
      // WEBHOOK_TIMEOUT_MS bounds the whole attempt, the host's lookup included.
      { timeoutMs: this.config.webhookTimeoutMs, spentMs: Date.now() - startedAt },
    );
  }
}
