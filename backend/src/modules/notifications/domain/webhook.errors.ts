import { DomainError } from '../../../shared/domain/domain-error';
import type { WebhookUrlProblem } from './webhook-url';

export const webhookNotFound = () => DomainError.notFound('WEBHOOK_NOT_FOUND', 'No such webhook');
export const webhookDeliveryNotFound = () => DomainError.notFound('WEBHOOK_DELIVERY_NOT_FOUND', 'No such webhook delivery');

const URL_MESSAGES: Record<WebhookUrlProblem, string> = {
  'not-a-url': 'url must be a web address',
  'not-http': 'url must start with http:// or https://',
  credentials: 'url must not carry a user name or password',
  'private-address':
    'url must lead to a public address, not a private, loopback, link-local or other reserved one (WEBHOOK_ALLOW_PRIVATE_ADDRESSES allows them)',
};

/** `detail` says which address was refused and why, e.g. "hooks.example.com resolves to 127.0.0.1: loopback". */
export const invalidWebhookUrl = (problem: WebhookUrlProblem, detail?: string) =>
  DomainError.invalid('INVALID_WEBHOOK_URL', detail ? `${URL_MESSAGES[problem]}: ${detail}` : URL_MESSAGES[problem], 'url');
