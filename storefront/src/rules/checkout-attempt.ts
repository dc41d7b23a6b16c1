/**
 * One Idempotency-Key per checkout attempt: the same cart and form sent again (a double click, a retry
 * after a network error, a reload) carry the same key, so the server answers the first order instead of
 * making a second; anything changed is a new attempt with a new key.
 */
export interface CheckoutAttempt {
  key: string;
  /** The order request the key was made for. */
  fingerprint: string;
}

/** Kept in sessionStorage: one tab's attempt, gone when the tab closes. */
export const CHECKOUT_ATTEMPT_STORAGE_KEY = 'sports-shop.checkout-attempt';

/** JSON with object keys sorted, so the same request always gives the same text. */
export function requestFingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(requestFingerprint).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${requestFingerprint(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The earlier attempt's key when the request is the same, otherwise a fresh attempt. */
export function attemptFor(earlier: CheckoutAttempt | null, fingerprint: string, newKey: () => string): CheckoutAttempt {
  if (earlier && earlier.fingerprint === fingerprint) return earlier;
  return { key: newKey(), fingerprint };
}

/**
 * After the server refused the order (a 4xx answer), nothing was placed under the key and the server keeps
 * the refusal as the key's answer: the next press is a new attempt, so it is judged afresh (stock back, the
 * code fixed). Still running (IDEMPOTENCY_KEY_IN_PROGRESS), no answer, or a server error: the same attempt,
 * for the first request may yet place the order.
 */
export function refusalEndsAttempt(status: number, code: string): boolean {
  return status >= 400 && status < 500 && code !== 'IDEMPOTENCY_KEY_IN_PROGRESS';
}

export function parseStoredAttempt(raw: string | null): CheckoutAttempt | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CheckoutAttempt>;
    if (typeof value.key === 'string' && value.key && typeof value.fingerprint === 'string')
      return { key: value.key, fingerprint: value.fingerprint };
  } catch {
    // not ours or damaged: start a new attempt
  }
  return null;
}
