import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Agorot } from 'shop-rules';

/**
 * The provider's notification carries no signature, so the notify URL carries one of ours:
 * HMAC-SHA256 of "orderId:amount in agorot" (":payments" added when the session offered more than
 * one) under a server key. It binds the call to one order, one amount and one number of payments;
 * without the key nobody can produce it for another order, sum or count. A single payment keeps
 * the original message, so addresses handed out before installments existed still verify.
 */
export function notifyToken(orderId: string, amount: Agorot, secret: string, installments = 1): string {
  const message = installments === 1 ? `${orderId}:${amount}` : `${orderId}:${amount}:${installments}`;
  return createHmac('sha256', secret).update(message).digest('hex');
}

const TOKEN_PATTERN = /^[0-9a-f]{64}$/i;

/** Compares in constant time, so the response time does not reveal how much of a guess was right. */
export function isValidNotifyToken(
  token: string | null | undefined,
  orderId: string,
  amount: Agorot,
  secret: string,
  installments = 1,
): boolean {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return false;
  if (!Number.isInteger(installments) || installments < 1) return false;
  const expected = Buffer.from(notifyToken(orderId, amount, secret, installments), 'hex');
  const given = Buffer.from(token, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
