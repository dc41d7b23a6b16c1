import { Injectable } from '@nestjs/common';
import type { Webhook, WebhookDelivery } from '../domain/webhook';
import { webhookDeliveryNotFound, webhookNotFound } from '../domain/webhook.errors';
import { DeliveryCriteria, WebhookStore } from './webhook-store.port';

/** The back office's reads of the webhooks and their delivery log. */
@Injectable()
export class WebhookQueries {
  constructor(private readonly store: WebhookStore) {}

  list(offset: number, limit: number): Promise<{ items: Webhook[]; total: number }> {
    return this.store.list(offset, limit);
  }

  async get(id: number): Promise<Webhook> {
    const webhook = await this.store.find(id);
    if (!webhook) throw webhookNotFound();
    return webhook;
  }

  deliveries(criteria: DeliveryCriteria): Promise<{ items: WebhookDelivery[]; total: number }> {
    return this.store.deliveries(criteria);
  }

  async delivery(id: number): Promise<WebhookDelivery> {
    const delivery = await this.store.findDelivery(id);
    if (!delivery) throw webhookDeliveryNotFound();
    return delivery;
  }
}
