import { describe, expect, it } from 'vitest';
import { attemptFor, parseStoredAttempt, refusalEndsAttempt, requestFingerprint } from './checkout-attempt';

describe('checkout attempt (Idempotency-Key)', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('gives the same request the same fingerprint whatever the order of its fields', () => {
    expect(requestFingerprint({ b: 1, a: [{ y: 2, x: null }] })).toBe(requestFingerprint({ a: [{ x: null, y: 2 }], b: 1 }));
    expect(requestFingerprint({ a: 1, gone: undefined })).toBe(requestFingerprint({ a: 1 }));
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: 2 }));
  });

  it('reuses the key for the same request (a double click, a retry) and makes a new one for a changed request', () => {
    const first = attemptFor(null, 'cart+form', newKey);
    expect(attemptFor(first, 'cart+form', newKey)).toBe(first);
    const changed = attemptFor(first, 'cart+other form', newKey);
    expect(changed.key).not.toBe(first.key);
    expect(changed.fingerprint).toBe('cart+other form');
  });

  it.each([
    [409, 'OUT_OF_STOCK', true],
    [422, 'DISCOUNT_CODE_EXPIRED', true],
    [400, 'BAD_REQUEST', true],
    [429, 'TOO_MANY_REQUESTS', true],
    [409, 'IDEMPOTENCY_KEY_IN_PROGRESS', false],
    [503, 'DATABASE_UNAVAILABLE', false],
    [500, 'INTERNAL_ERROR', false],
    [0, 'NETWORK_ERROR', false],
  ])('after %i %s a new attempt starts: %s', (status, code, ends) => {
    expect(refusalEndsAttempt(status, code)).toBe(ends);
  });

  it('reads a stored attempt, ignoring anything damaged', () => {
    expect(parseStoredAttempt(JSON.stringify({ key: 'k', fingerprint: 'f' }))).toEqual({ key: 'k', fingerprint: 'f' });
    expect(parseStoredAttempt(null)).toBeNull();
    expect(parseStoredAttempt('{oops')).toBeNull();
    expect(parseStoredAttempt(JSON.stringify({ key: '', fingerprint: 'f' }))).toBeNull();
  });
});
