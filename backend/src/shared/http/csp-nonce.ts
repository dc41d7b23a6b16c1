import { randomBytes } from 'node:crypto';
import type { Response } from 'express';

/**
 * The response's Content-Security-Policy nonce: made once per response, written into the policy's
 * script-src and onto the server-rendered page's own inline scripts (hydration data), so the policy
 * never needs 'unsafe-inline'.
 */
export function cspNonceOf(res: Response): string {
  const locals = res.locals as { cspNonce?: string };
  locals.cspNonce ??= randomBytes(16).toString('base64');
  return locals.cspNonce;
}
