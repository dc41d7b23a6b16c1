import { DomainError } from '../../../shared/domain/domain-error';
import type { WebhookUrlProblem } from './webhook-url';

export const webhookNotFound = () => DomainError.notFound('WEBHOOK_NOT_FOUND', 'No such webhook');
export const webhookDeliveryNotFound = () => DomainError.notFound('WEBHOOK_DELIVERY_NOT_FOUND', 'No such webhook delivery');

const URL_MESSAGES: Record<WebhookUrlProblem, string> = {
  'not-a-url': 'url must be a web address',
  'not-http': 'url must start with http:// or https://',
  credentials: 'url must not carry a user name or password',
  'private-address': 'url must not be a private, loopback or link-local address (WEBHOOK_ALLOW_PRIVATE_ADDRESSES allows them)',
};

export const invalidWebhookUrl = (problem: WebhookUrlProblem) => DomainError.invalid('INVALID_WEBHOOK_URL', URL_MESSAGES[problem], 'url');
