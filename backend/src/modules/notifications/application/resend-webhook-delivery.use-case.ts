import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import type { WebhookDelivery } from '../domain/webhook';
import { webhookDeliveryNotFound } from '../domain/webhook.errors';
import { WebhookDeliveries } from './webhook-deliveries.port';
import { WebhookStore } from './webhook-store.port';

/** "Send again" in the delivery log: the same body (same event id) posted once more, now, with a fresh signature. */
@Injectable()
export class ResendWebhookDeliveryUseCase {
  constructor(
    private readonly store: WebhookStore,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  async execute(id: number): Promise<WebhookDelivery> {
    if (!(await this.store.findDelivery(id))) throw webhookDeliveryNotFound();
    if (!(await this.store.sendAgain(id, new Date()))) {
      throw DomainError.conflict('WEBHOOK_DELIVERY_IN_PROGRESS', 'This delivery is being posted right now: look again in a moment');
    }
    this.deliveries.wake();
    const delivery = await this.store.findDelivery(id);
    if (!delivery) throw webhookDeliveryNotFound();
    return delivery;
  }
}
