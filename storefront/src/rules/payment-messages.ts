/**
 * Messages between the payment page and its card frame (the provider's hosted form, or our own return
 * page loaded inside it). A message is only a hint that something happened: the payment page then asks
 * the server for the result. So the rules here decide which messages to listen to, never what they mean
 * for the order.
 */

export const PAYMENT_MESSAGE_KINDS = ['payment_success', 'payment_error', 'payment_cancel', 'payment_retry', 'iframe_resize'] as const;
export type PaymentMessageKind = (typeof PAYMENT_MESSAGE_KINDS)[number];

export interface PaymentMessage {
  kind: PaymentMessageKind;
  orderId: string | null;
  transactionId: string | null;
  responseCode: string | null;
  /** iframe_resize only: the frame's new height in pixels (positive). */
  height: number | null;
}

/** The origin of an absolute http(s) address, or null. */
export function originOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whose messages the payment page accepts: the provider's (the origin of the frame's address, as the
 * server built it) and the shop's own (the return pages run inside the frame on the shop's origin).
 */
export function acceptedMessageOrigins(frameAddress: string | null | undefined, ownOrigin: string): string[] {
  const provider = originOf(frameAddress);
  return provider && provider !== ownOrigin ? [provider, ownOrigin] : [ownOrigin];
}

export function isAcceptedMessageOrigin(origin: string, frameAddress: string | null | undefined, ownOrigin: string): boolean {
  // A sandboxed frame without same-origin rights posts from the opaque origin "null": never trusted.
  if (!origin || origin === 'null') return false;
  return acceptedMessageOrigins(frameAddress, ownOrigin).includes(origin);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

function isKind(value: unknown): value is PaymentMessageKind {
  return typeof value === 'string' && (PAYMENT_MESSAGE_KINDS as readonly string[]).includes(value);
}

function positiveHeight(value: unknown): number | null {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.ceil(number) : null;
}

/**
 * Reads a message's data: an object { type, orderId?, transactionId?, responseCode?, height? } (fields
 * may also sit under `data`), the same as a JSON string, or a bare kind string. Anything else is null.
 * An iframe_resize without a positive height is ignored (null).
 */
export function parsePaymentMessage(data: unknown): PaymentMessage | null {
  let value = data;
  if (typeof value === 'string') {
    if (isKind(value)) value = { type: value };
    else {
      try {
        value = JSON.parse(value);
      } catch {
        return null;
      }
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const kind = record.type ?? record.action ?? record.event;
  if (!isKind(kind)) return null;
  const inner = typeof record.data === 'object' && record.data !== null ? (record.data as Record<string, unknown>) : {};
  const field = (name: string) => text(record[name]) ?? text(inner[name]);
  const height = kind === 'iframe_resize' ? positiveHeight(record.height ?? inner.height) : null;
  if (kind === 'iframe_resize' && height === null) return null;
  return {
    kind,
    orderId: field('orderId'),
    transactionId: field('transactionId'),
    responseCode: field('responseCode'),
    height,
  };
}
