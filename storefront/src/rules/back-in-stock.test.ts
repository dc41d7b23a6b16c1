import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './back-in-stock';

describe('back-in-stock email', () => {
  it.each([
    ['dana@example.com', true],
    [' dana@example.co.il ', true],
    ['dana@example', false],
    ['dana example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@x.io`, false],
  ])('%s is an address: %s', (email, ok) => {
    expect(looksLikeEmail(email)).toBe(ok);
  });
});
