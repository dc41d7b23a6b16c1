import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How every webhook delivery is signed: HMAC-SHA256, under the webhook's secret, of
 * `<timestamp>.<body>` (the Unix seconds of the `X-Shop-Timestamp` header, a dot, the raw JSON body),
 * sent as `X-Shop-Signature: sha256=<hex>`. Signing the timestamp with the body lets a receiver refuse
 * a replayed delivery: it checks the signature, then that the timestamp is within a few minutes.
 */
export const SIGNATURE_HEADER = 'X-Shop-Signature';
export const TIMESTAMP_HEADER = 'X-Shop-Timestamp';
export const EVENT_HEADER = 'X-Shop-Event';
export const DELIVERY_HEADER = 'X-Shop-Delivery';

/** A new secret: shown to staff once, when the webhook is created. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (the OpenAPI description shows the same in a few lines): true when signed by `secret` within `toleranceSeconds`. */
export function isValidWebhookSignature(
  secret: string,
  header: { signature: string; timestamp: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(header.timestamp);
  if (!/^\d+$/.test(header.timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(header.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
