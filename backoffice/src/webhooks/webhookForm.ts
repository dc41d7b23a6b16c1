import type { WebhookRequestWire, WebhookWire } from '../api/wire';

/** The events an integrator may subscribe to, in the order the form shows them. */
export const WEBHOOK_EVENTS = ['order.placed', 'order.paid', 'order.status_changed', 'order.cancelled'] as const;

export interface WebhookForm {
  url: string;
  events: string[];
  description: string;
  is_active: boolean;
}

export function webhookForm(record?: Partial<WebhookWire>): WebhookForm {
  return {
    url: record?.url ?? '',
    events: record?.events ? [...record.events] : ['order.placed', 'order.paid'],
    description: record?.description ?? '',
    is_active: record?.is_active ?? true,
  };
}

/** The request body: the address trimmed, an empty description as none, the events in the form's order. */
export function webhookPayload(values: Partial<WebhookForm>): WebhookRequestWire {
  const events = WEBHOOK_EVENTS.filter((event) => (values.events ?? []).includes(event));
  return {
    url: (values.url ?? '').trim(),
    events: events as WebhookRequestWire['events'],
    description: values.description?.trim() ? values.description.trim() : null,
    is_active: values.is_active ?? true,
  };
}

/** The browser's first check of an address (the server checks again, private addresses included). */
export function webhookUrlProblem(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  if (!text) return 'resources.webhooks.errors.url_required';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'resources.webhooks.errors.url_http';
  } catch {
    return 'resources.webhooks.errors.url_http';
  }
}
