import { describe, expect, it } from 'vitest';
import { capitalisedSlug, parseProductId } from './route-params';

describe('parseProductId', () => {
  it('reads a positive whole number', () => {
    expect(parseProductId('12')).toBe(12);
    expect(parseProductId('007')).toBe(7);
  });

  it.each(['0', '000', 'abc', '12abc', '1.5', '-3', '', ' 4', '1e3', '99999999999999999'])('names no product for %j', (raw) => {
    expect(parseProductId(raw)).toBeNull();
  });

  it('names no product without an id', () => {
    expect(parseProductId(undefined)).toBeNull();
    expect(parseProductId(null)).toBeNull();
  });
});

describe('capitalisedSlug', () => {
  it('capitalises the first letter', () => {
    expect(capitalisedSlug('football')).toBe('Football');
    expect(capitalisedSlug('ping-pong')).toBe('Ping-pong');
  });

  it('keeps a name that is not Latin as it is', () => {
    expect(capitalisedSlug('אגרוף')).toBe('אגרוף');
  });
});
