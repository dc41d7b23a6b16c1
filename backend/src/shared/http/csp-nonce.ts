import { randomBytes } from 'node:crypto';
import type { Response } from 'express';

/**
 * The response's Content-Security-Policy nonce: made once per response, written into the policy's
 * script-src and onto the server-rendered page's own inline scripts (hydration data), so the policy
 * never needs 'unsafe-inline'.
 */
export function cspNonceOf(res: Response): string {
  const locals = res.locals as { cspNonce?: string };
  locals.cspNonce ??= freshNonce();
  return locals.cspNonce;
}

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces are drawn at once: one call into the system's generator instead of one per answer. */
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let used = 0;

/** 128 bits from the system's random generator, each byte used for one nonce only. */
function freshNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const nonce = pool.toString('base64', used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}
