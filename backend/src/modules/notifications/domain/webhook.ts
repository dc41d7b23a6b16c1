import type { WebhookDeliveryState, WebhookEvent } from './webhook-events';

/** An integrator's address the shop posts order events to (the secret is never read back). */
export interface Webhook {
  id: number;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  isActive: boolean;
  /** The secret's last characters, so staff can tell which one an integrator holds. */
  secretHint: string;
  createdAt: Date;
  updatedAt: Date;
}

/** One event posted (or to be posted) to one webhook: its log entry in the back office. */
export interface WebhookDelivery {
  id: number;
  webhookId: number;
  event: string;
  /** The event's id in the body (`id`): the same on every attempt, so a receiver can drop repeats. */
  eventId: string;
  state: WebhookDeliveryState;
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  payload: string;
}

export const secretHint = (secret: string) => `…${secret.slice(-4)}`;
