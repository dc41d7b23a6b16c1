import { canonicalJson, requestFingerprint } from './request-fingerprint';

describe('request fingerprint', () => {
  it('does not depend on key order', () => {
    expect(requestFingerprint({ a: 1, b: [{ y: 2, x: 1 }] })).toBe(requestFingerprint({ b: [{ x: 1, y: 2 }], a: 1 }));
  });

  it('changes with any value', () => {
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: 2 }));
    expect(requestFingerprint({ items: [1, 2] })).not.toBe(requestFingerprint({ items: [2, 1] }));
  });

  it('leaves out undefined fields and is a sha256 hex digest', () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(requestFingerprint({})).toMatch(/^[0-9a-f]{64}$/);
  });
});
