import { normalizeEmail } from 'shop-rules';
import type { AppConfig } from '../config/app-config';
import { ConfigError } from '../config/app-config';

/** One limited action: which route, how many per minute (setting and default), counted per what. */
export interface RateLimit {
  name: string;
  method: 'GET' | 'POST';
  /** The route pattern as Nest mounts it (`req.route.path`). */
  route: string;
  setting: string;
  perMinute: number;
  /**
   * Counted per client address, and besides it: `email` (the login: guessing one account's password
   * is slowed) or `challenge` (the login's second step: per account a challenge names, once its
   * signature is checked; forged ones share one count of their own). The account-wide limit across
   * addresses is identity's (ACCOUNT_LOGIN_FAILURES).
   */
  per?: 'email' | 'challenge';
}

export const RATE_LIMITS: readonly RateLimit[] = [
  { name: 'login', method: 'POST', route: '/api/auth/login', setting: 'LOGIN_ATTEMPTS_PER_MINUTE', perMinute: 10, per: 'email' },
  {
    name: 'two-factor',
    method: 'POST',
    route: '/api/auth/login/two-factor',
    setting: 'TWO_FACTOR_ATTEMPTS_PER_MINUTE',
    perMinute: 5,
    per: 'challenge',
  },
  // An admin's resets ask the admin's own password and code again: guessed like a login, limited like one.
  {
    name: 'staff-password-reset',
    method: 'POST',
    route: '/api/admin/staff/:id/reset-password',
    setting: 'LOGIN_ATTEMPTS_PER_MINUTE',
    perMinute: 10,
  },
  {
    name: 'staff-two-factor-reset',
    method: 'POST',
    route: '/api/admin/staff/:id/reset-two-factor',
    setting: 'LOGIN_ATTEMPTS_PER_MINUTE',
    perMinute: 10,
  },
  // An invitation's set-password page: guessing tokens is hopeless (signed), but it is a public write.
  { name: 'set-password', method: 'POST', route: '/api/auth/set-password', setting: 'LOGIN_ATTEMPTS_PER_MINUTE', perMinute: 10 },
  { name: 'orders', method: 'POST', route: '/api/orders', setting: 'ORDERS_PER_MINUTE', perMinute: 20 },
  { name: 'tracking', method: 'GET', route: '/api/orders/track', setting: 'TRACKING_LOOKUPS_PER_MINUTE', perMinute: 30 },
  {
    name: 'payment-session',
    method: 'POST',
    route: '/api/payment/session/:orderId',
    setting: 'PAYMENT_SESSIONS_PER_MINUTE',
    perMinute: 20,
  },
  { name: 'upload', method: 'POST', route: '/api/upload', setting: 'UPLOADS_PER_MINUTE', perMinute: 60 },
  // The cancellation page's two calls, each counted on its own under one setting: both tell whether an
  // order number goes with an email or phone, so guessing is slowed like tracking.
  { name: 'cancellation-quote', method: 'POST', route: '/api/cancellations/quote', setting: 'CANCELLATIONS_PER_MINUTE', perMinute: 10 },
  { name: 'cancellations', method: 'POST', route: '/api/cancellations', setting: 'CANCELLATIONS_PER_MINUTE', perMinute: 10 },
  // Public writes of the product page: a review (through its emailed link) and a back-in-stock request.
  { name: 'reviews', method: 'POST', route: '/api/reviews', setting: 'REVIEWS_PER_MINUTE', perMinute: 10 },
  {
    name: 'back-in-stock',
    method: 'POST',
    route: '/api/products/:id/back-in-stock',
    setting: 'BACK_IN_STOCK_REQUESTS_PER_MINUTE',
    perMinute: 10,
  },
];

export const RATE_WINDOW_MS = 60_000;

/** The configured limit of each action (a setting of 0 is refused: a limit that never lets anyone in). */
export function rateLimitsOf(config: Pick<AppConfig, 'env'>): Array<RateLimit & { limit: number }> {
  return RATE_LIMITS.map((limit) => {
    const raw = config.env[limit.setting];
    if (raw === undefined || raw === '') return { ...limit, limit: limit.perMinute };
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1_000_000) {
      throw new ConfigError(limit.setting, `must be a whole number from 1 to 1000000, got "${raw}"`);
    }
    return { ...limit, limit: Number(raw) };
  });
}

/** The limited action a request is, by method and route pattern, or undefined. */
export function rateLimitOf(method: string, route: string | undefined): RateLimit | undefined {
  if (!route) return undefined;
  return RATE_LIMITS.find((limit) => limit.method === method && limit.route === route);
}

/** A challenge whose signature did not check out: all of them count together, never against a real account. */
export const UNVERIFIED_CHALLENGE = 'challenge:unverified';

/**
 * What a limited action is counted by besides the client address. `verifiedAccount` reads the account of
 * a signed challenge (null for a forged one).
 */
export async function rateTrackerOf(
  action: RateLimit,
  body: unknown,
  verifiedAccount: (challenge: unknown) => Promise<string | null>,
): Promise<string> {
  const fields = (body ?? {}) as { email?: unknown; challenge?: unknown };
  if (action.per === 'email') return typeof fields.email === 'string' ? normalizeEmail(fields.email) : '';
  if (action.per === 'challenge') return (await verifiedAccount(fields.challenge)) ?? UNVERIFIED_CHALLENGE;
  return '';
}
