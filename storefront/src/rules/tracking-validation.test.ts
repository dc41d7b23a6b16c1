import { describe, expect, it } from 'vitest';
import { trackingErrorKey, trackingQueryComplete, trackingQueryOf, trackingSearch, validateTracking } from './tracking-validation';

describe('tracking validation', () => {
  it('needs both the order number and the email', () => {
    expect(validateTracking({ orderNumber: 'ORD-1-2', email: 'dana@example.com' })).toBeNull();
    expect(validateTracking({ orderNumber: '', email: 'dana@example.com' })).toBe('TRACKING.MISSING_FIELDS');
    expect(validateTracking({ orderNumber: 'ORD-1-2', email: '  ' })).toBe('TRACKING.MISSING_FIELDS');
    expect(trackingQueryComplete({ orderNumber: ' ', email: ' ' })).toBe(false);
  });

  it.each([
    [{ status: 404, code: 'ORDER_NOT_FOUND' }, 'TRACKING.NOT_FOUND'],
    [{ status: 403, code: 'EMAIL_MISMATCH' }, 'TRACKING.EMAIL_MISMATCH'],
    [{ status: 400, code: 'TRACKING_DETAILS_REQUIRED' }, 'TRACKING.MISSING_FIELDS'],
    [{ status: 429, code: 'HTTP_429' }, 'TRACKING.TOO_MANY_ATTEMPTS'],
    [{ status: 500, code: 'INTERNAL' }, 'TRACKING.NOT_FOUND'],
    [{ status: 0, code: 'NETWORK_ERROR' }, 'TRACKING.NOT_FOUND'],
  ])('a failure %j shows %s', (failure, key) => {
    expect(trackingErrorKey(failure)).toBe(key);
  });

  it('reads and writes the query of the page address', () => {
    expect(trackingQueryOf(new URLSearchParams('orderNumber=%20ORD-1-2&customerEmail=Dana%40Example.com'))).toEqual({
      orderNumber: 'ORD-1-2',
      email: 'Dana@Example.com',
    });
    expect(trackingQueryOf(new URLSearchParams(''))).toEqual({ orderNumber: '', email: '' });
    expect(trackingSearch({ orderNumber: ' ORD-1-2 ', email: 'a+b@example.com' })).toBe(
      '?orderNumber=ORD-1-2&customerEmail=a%2Bb%40example.com',
    );
  });
});
