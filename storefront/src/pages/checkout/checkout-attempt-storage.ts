import { attemptFor, CHECKOUT_ATTEMPT_STORAGE_KEY, CheckoutAttempt, parseStoredAttempt } from '../../rules/checkout-attempt';

/** A random key; crypto.randomUUID needs a secure origin, getRandomValues does not. */
function newAttemptKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked storage: the key then lives for this page only
  }
}

let pageAttempt: CheckoutAttempt | null = null;

/** The Idempotency-Key of this order request: the earlier one when the same request is sent again. Browser only. */
export function checkoutAttemptKey(fingerprint: string): string {
  const stored = parseStoredAttempt(storage()?.getItem(CHECKOUT_ATTEMPT_STORAGE_KEY) ?? null) ?? pageAttempt;
  const attempt = attemptFor(stored, fingerprint, newAttemptKey);
  pageAttempt = attempt;
  try {
    storage()?.setItem(CHECKOUT_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // full or blocked: pageAttempt still covers retries on this page
  }
  return attempt.key;
}

/** After an order is placed the next checkout is a new attempt. */
export function forgetCheckoutAttempt(): void {
  pageAttempt = null;
  try {
    storage()?.removeItem(CHECKOUT_ATTEMPT_STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}
