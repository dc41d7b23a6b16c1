import { Injectable } from '@nestjs/common';
import { invalidWebhookUrl } from '../domain/webhook.errors';
import { newWebhookSecret } from '../domain/webhook-signature';
import type { Webhook } from '../domain/webhook';
import { webhookUrlProblem } from '../domain/webhook-url';
import { ShopAlertsConfig } from './shop-alerts-config.port';
import { WebhookFields, WebhookStore } from './webhook-store.port';

/** Staff register an integrator's address; the answer carries the signing secret, the only time it is shown. */
@Injectable()
export class CreateWebhookUseCase {
  constructor(
    private readonly store: WebhookStore,
    private readonly config: ShopAlertsConfig,
  ) {}

  async execute(fields: WebhookFields): Promise<{ webhook: Webhook; secret: string }> {
    const problem = webhookUrlProblem(fields.url, this.config.webhookAllowPrivate);
    if (problem) throw invalidWebhookUrl(problem);
    const secret = newWebhookSecret();
    return { webhook: await this.store.create(fields, secret), secret };
  }
}
