import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxCommitWatch } from '../../../shared/outbox/outbox-commit-watch';
import type { OrderAlert } from '../application/order-alert.views';
import { orderWebhookBody } from '../application/webhook-payloads.messages';
import type { WebhookEvent } from '../domain/webhook-events';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookDeliveryWorker } from './webhook-delivery-worker';
import { WebhookSubscriptions } from './webhook-subscriptions';

/**
 * Queues an order event for every active webhook subscribed to it, inside the transaction of the
 * order's change (exported by the module): one INSERT of all its deliveries, none when nobody listens.
 */
@Injectable()
export class WebhookOutbox {
  constructor(
    private readonly subscriptions: WebhookSubscriptions,
    private readonly commits: OutboxCommitWatch,
    private readonly worker: WebhookDeliveryWorker,
  ) {}

  /** Whether anybody listens to `event` (a cached read), so a caller can skip reading the order. */
  async anyFor(event: WebhookEvent, manager?: EntityManager): Promise<boolean> {
    return (await this.subscriptions.subscribedTo(event, manager)).length > 0;
  }

  async orderEvent(manager: EntityManager, event: WebhookEvent, alert: OrderAlert, previousStatus: string | null = null): Promise<void> {
    const webhookIds = await this.subscriptions.subscribedTo(event, manager);
    if (webhookIds.length === 0) return;
    const eventId = randomUUID();
    const now = new Date();
    const payload = orderWebhookBody(event, eventId, alert, now, previousStatus);
    await manager.insert(
      WebhookDeliveryEntity,
      webhookIds.map((webhookId) => ({
        webhookId,
        event,
        eventId,
        payload,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(now.getTime() - 1000),
      })),
    );
    this.commits.afterCommit(manager, () => this.worker.wake());
  }
}
