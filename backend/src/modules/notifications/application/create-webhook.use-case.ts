import { Injectable } from '@nestjs/common';
import { newWebhookSecret } from '../domain/webhook-signature';
import type { Webhook } from '../domain/webhook';
import { ShopAlertsConfig } from './shop-alerts-config.port';
import { WebhookDestinations } from './webhook-destinations.port';
import { checkWebhookUrl } from './webhook-url-check.rules';
import { WebhookFields, WebhookStore } from './webhook-store.port';

/** Staff register an integrator's address; the answer carries the signing secret, the only time it is shown. */
@Injectable()
export class CreateWebhookUseCase {
  constructor(
    private readonly store: WebhookStore,
    private readonly config: ShopAlertsConfig,
    private readonly destinations: WebhookDestinations,
  ) {}

  async execute(fields: WebhookFields): Promise<{ webhook: Webhook; secret: string }> {
    await checkWebhookUrl(fields.url, this.config, this.destinations);
    const secret = newWebhookSecret();
    return { webhook: await this.store.create(fields, secret), secret };
  }
}
