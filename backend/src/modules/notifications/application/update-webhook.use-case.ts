import { Injectable } from '@nestjs/common';
import type { Webhook } from '../domain/webhook';
import { invalidWebhookUrl, webhookNotFound } from '../domain/webhook.errors';
import { webhookUrlProblem } from '../domain/webhook-url';
import { ShopAlertsConfig } from './shop-alerts-config.port';
import { WebhookFields, WebhookStore } from './webhook-store.port';

/** Staff change a webhook's address, events, note or switch it off; its secret stays. */
@Injectable()
export class UpdateWebhookUseCase {
  constructor(
    private readonly store: WebhookStore,
    private readonly config: ShopAlertsConfig,
  ) {}

  async execute(input: { id: number; fields: WebhookFields }): Promise<Webhook> {
    const problem = webhookUrlProblem(input.fields.url, this.config.webhookAllowPrivate);
    if (problem) throw invalidWebhookUrl(problem);
    const saved = await this.store.update(input.id, input.fields);
    if (!saved) throw webhookNotFound();
    return saved;
  }
}
