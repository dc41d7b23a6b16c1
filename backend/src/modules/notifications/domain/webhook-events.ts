/** The order events an integrator may subscribe a webhook to. */
export const WEBHOOK_EVENTS = ['order.placed', 'order.paid', 'order.status_changed', 'order.cancelled'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const isWebhookEvent = (value: unknown): value is WebhookEvent =>
  typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** States of one delivery: waiting (first try or a retry), delivered (a 2xx answer), failed (attempts used up). */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
