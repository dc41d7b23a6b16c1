import { normalizeEmail } from 'shop-rules';
import type { ConfigReader } from '../config/config-reader';

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

/** What each setting counts, for the configuration table. */
const SETTING_ABOUT: Readonly<Record<string, string>> = {
  LOGIN_ATTEMPTS_PER_MINUTE:
    "login attempts per client address and email; also an admin's password and two-factor resets and the invitations' set-password page, per client address",
  TWO_FACTOR_ATTEMPTS_PER_MINUTE:
    "codes tried at the login's second step, per client address and the account a signed challenge names (forged challenges share one count of their own)",
  ORDERS_PER_MINUTE: 'orders placed per client address',
  TRACKING_LOOKUPS_PER_MINUTE: 'order-tracking lookups per client address',
  PAYMENT_SESSIONS_PER_MINUTE: 'payment sessions (card frame addresses) per client address',
  UPLOADS_PER_MINUTE: 'picture uploads per client address',
  CANCELLATIONS_PER_MINUTE: 'cancellation quotes, and cancellation requests, per client address (each of the two calls counted on its own)',
  REVIEWS_PER_MINUTE: 'reviews written (through their emailed links) per client address',
  BACK_IN_STOCK_REQUESTS_PER_MINUTE: 'back-in-stock requests per client address',
};

/** The configured limit of each action, read at start. Also the DI token. */
export abstract class RateLimitsConfig {
  abstract readonly limits: ReadonlyArray<RateLimit & { limit: number }>;
}

/** Each limit's setting (a setting of 0 is refused: a limit that never lets anyone in). */
export function loadRateLimitsConfig(reader: ConfigReader): RateLimitsConfig {
  const limits = RATE_LIMITS.map((limit) => ({
    ...limit,
    limit: reader.integer(limit.setting, {
      fallback: limit.perMinute,
      min: 1,
      max: 1_000_000,
      about: SETTING_ABOUT[limit.setting] ?? `${limit.name} per client address`,
    }),
  }));
  return Object.freeze({ limits: Object.freeze(limits) });
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
