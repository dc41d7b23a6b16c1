import { invalidWebhookUrl } from '../domain/webhook.errors';
import { webhookUrlProblem } from '../domain/webhook-url';
import type { ShopAlertsConfig } from './shop-alerts-config.port';
import type { WebhookDestinations } from './webhook-destinations.port';

/**
 * The check staff meet when they save a webhook: the address's form, then (in production) every
 * address its host resolves to. A host that does not resolve now is accepted: each delivery resolves
 * it again and refuses it then if it leads somewhere refused.
 */
export async function checkWebhookUrl(url: string, config: ShopAlertsConfig, destinations: WebhookDestinations): Promise<void> {
  const problem = webhookUrlProblem(url, config.webhookAllowPrivate);
  if (problem) throw invalidWebhookUrl(problem);
  const destination = await destinations.resolve(url);
  if (destination.kind === 'refused') {
    const host = new URL(url).hostname;
    const leadsTo = host.replace(/^\[|\]$/g, '') === destination.address ? host : `${host} resolves to ${destination.address}`;
    throw invalidWebhookUrl('private-address', `${leadsTo}: ${destination.range}`);
  }
}
