import type { Webhook, WebhookDelivery } from '../domain/webhook';
import type { WebhookEvent } from '../domain/webhook-events';

export interface WebhookFields {
  url: string;
  events: WebhookEvent[];
  description: string | null;
  isActive: boolean;
}

export interface DeliveryCriteria {
  webhookId?: number;
  state?: string;
  offset: number;
  limit: number;
}

/** Port: the webhooks staff registered and their deliveries' log. */
export abstract class WebhookStore {
  abstract list(offset: number, limit: number): Promise<{ items: Webhook[]; total: number }>;
  abstract find(id: number): Promise<Webhook | null>;
  abstract create(fields: WebhookFields, secret: string): Promise<Webhook>;
  abstract update(id: number, fields: WebhookFields): Promise<Webhook | null>;
  /** The webhook and its deliveries' log. */
  abstract remove(id: number): Promise<boolean>;
  abstract deliveries(criteria: DeliveryCriteria): Promise<{ items: WebhookDelivery[]; total: number }>;
  abstract findDelivery(id: number): Promise<WebhookDelivery | null>;
  /** Pending again, due now, with its retries started over; false when it is being posted right now. */
  abstract sendAgain(id: number, now: Date): Promise<boolean>;
}
