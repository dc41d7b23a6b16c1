import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { cspNonceOf } from './csp-nonce';

/** The about page's map (storefront/src/rules/shop-map.ts). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

export interface SecurityHeaderSettings {
  /** The shop's public address; its origin counts as the shop's own besides the page's ('self'). */
  publicUrl: string;
  /** The card provider's origin (none for the built-in sandbox, which is the shop itself). */
  paymentOrigins: string[];
  /** Other origins the shop's pages may frame: the map. */
  frameSources: string[];
}

/**
 * Content-Security-Policy that a script injected into a product text or a look-alike page cannot get
 * around: scripts only from the shop (never inline), frames only from the card provider and the map,
 * framed only by the shop itself. Styles may be inline: Material UI (emotion) writes <style> elements at
 * run time. Images may come from any https address staff typed into a product or an article.
 */
export function contentSecurityPolicy(settings: SecurityHeaderSettings): Record<string, string[]> {
  const shop = new URL(settings.publicUrl).origin;
  const self = ["'self'", shop];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': self,
    'script-src-attr': ["'none'"],
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, 'data:', 'https:'],
    'font-src': [...self, 'data:'],
    'connect-src': self,
    'frame-src': unique([...self, ...settings.paymentOrigins, ...settings.frameSources]),
    'form-action': unique([...self, ...settings.paymentOrigins]),
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  // Upgrading http sub-requests makes sense only where the shop itself is served over https.
  if (shop.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

const unique = (list: string[]) => [...new Set(list)];

/** Stands for the response's nonce while helmet writes the policy once at start. */
const NONCE_MARK = '__NONCE_MARK__';

/** What a helmet middleware writes, recorded on a stand-in response: the headers are the same for every answer. */
function recordedHeaders(middleware: RequestHandler): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
    getHeader: () => undefined,
  };
  let failure: unknown;
  middleware({} as Request, res as unknown as Response, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { set, removed };
}

/**
 * helmet with the shop's policy: also nosniff, a strict Referrer-Policy, HSTS on https, no X-Powered-By.
 * helmet writes its headers once, at start, onto a stand-in response; each answer then gets the same
 * headers from that list and the policy with its own nonce put in, instead of helmet building every header
 * and the policy's text again for each request.
 */
export function securityHeaders(settings: SecurityHeaderSettings): RequestHandler {
  const https = settings.publicUrl.startsWith('https:');
  const directives: Record<string, string[]> = contentSecurityPolicy(settings);
  // The server-rendered storefront's inline scripts carry this response's nonce (web context).
  directives['script-src'] = [...directives['script-src'], `'nonce-${NONCE_MARK}'`];
  const { set, removed } = recordedHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      // Same-origin pages only; a cross-origin page keeps only the shop's origin, and nothing over http.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
      // Link previews and other sites may show the shop's product pictures.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // The card provider's frame and 3-D Secure may open windows that report back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      xFrameOptions: { action: 'sameorigin' },
    }) as RequestHandler,
  );
  const policy = set.find(([name]) => name.toLowerCase() === 'content-security-policy');
  const [beforeNonce, afterNonce] = policy ? policy[1].split(NONCE_MARK) : ['', ''];
  if (!policy || afterNonce === undefined) throw new Error('helmet wrote no Content-Security-Policy with the nonce');
  const fixed = set.filter((header) => header !== policy);
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name);
    res.setHeader(policy[0], beforeNonce + cspNonceOf(res) + afterNonce);
    for (let i = 0; i < fixed.length; i++) res.setHeader(fixed[i][0], fixed[i][1]);
    next();
  };
}
