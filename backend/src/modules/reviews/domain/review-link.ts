import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a review invitation's link works. */
export const REVIEW_LINK_DAYS = 30;

export interface ReviewLinkClaims {
  orderId: string;
  productId: number;
  expiresAt: Date;
}

const signatureOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * The token in an invitation's link: the order, the product and the expiry, signed with the shop's
 * review-link key. Only the shop can make one, and it works for that order and product only.
 */
export function signReviewLink(key: Buffer, claims: ReviewLinkClaims): string {
  const payload = Buffer.from(`${claims.orderId}|${claims.productId}|${Math.floor(claims.expiresAt.getTime() / 1000)}`).toString(
    'base64url',
  );
  return `${payload}.${signatureOf(key, payload)}`;
}

export type ReviewLinkReading = { ok: true; claims: ReviewLinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a token's signature and expiry; a token altered in any character is invalid. */
export function readReviewLink(key: Buffer, token: unknown, now: Date): ReviewLinkReading {
  if (typeof token !== 'string' || token.length > 300) return { ok: false, reason: 'invalid' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signatureOf(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  const [orderId, productId, expires] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
  if (!orderId || !/^\d{1,10}$/.test(productId ?? '') || !/^\d{1,12}$/.test(expires ?? '')) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { orderId, productId: Number(productId), expiresAt } };
}
