import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Agorot } from 'shop-rules';

/**
 * The provider's notification carries no signature, so the notify URL carries one of ours:
 * HMAC-SHA256 of "orderId:amount in agorot" under a server key. It binds the call to one order
 * and one amount; without the key nobody can produce it for another order or sum.
 */
export function notifyToken(orderId: string, amount: Agorot, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}:${amount}`).digest('hex');
}

const TOKEN_PATTERN = /^[0-9a-f]{64}$/i;

/** Compares in constant time, so the response time does not reveal how much of a guess was right. */
export function isValidNotifyToken(token: string | null | undefined, orderId: string, amount: Agorot, secret: string): boolean {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return false;
  const expected = Buffer.from(notifyToken(orderId, amount, secret), 'hex');
  const given = Buffer.from(token, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
