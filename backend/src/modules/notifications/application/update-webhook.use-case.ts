import { Injectable } from '@nestjs/common';
import type { Webhook } from '../domain/webhook';
import { webhookNotFound } from '../domain/webhook.errors';
import { ShopAlertsConfig } from './shop-alerts-config.port';
import { WebhookDestinations } from './webhook-destinations.port';
import { checkWebhookUrl } from './webhook-url-check.rules';
import { WebhookFields, WebhookStore } from './webhook-store.port';

/** Staff change a webhook's address, events, note or switch it off; its secret stays. */
@Injectable()
export class UpdateWebhookUseCase {
  constructor(
    private readonly store: WebhookStore,
    private readonly config: ShopAlertsConfig,
    private readonly destinations: WebhookDestinations,
  ) {}

  async execute(input: { id: number; fields: WebhookFields }): Promise<Webhook> {
    await checkWebhookUrl(input.fields.url, this.config, this.destinations);
    const saved = await this.store.update(input.id, input.fields);
    if (!saved) throw webhookNotFound();
    return saved;
  }
}
