import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidNotifyToken, notifyToken } from './notify-token';

jest.mock('node:crypto', () => {
  const actual = jest.requireActual('node:crypto');
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual) };
});

const ORDER_ID = '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b';
const SECRET = 'a-server-key-that-is-long-enough-for-tests';

describe('notify token', () => {
  it('is the hex HMAC-SHA256 of "orderId:agorot" under the server key', () => {
    const expected = createHmac('sha256', SECRET).update(`${ORDER_ID}:12340`).digest('hex');
    expect(notifyToken(ORDER_ID, 12340, SECRET)).toBe(expected);
    expect(notifyToken(ORDER_ID, 12340, SECRET)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies a token made for the same order and amount', () => {
    expect(isValidNotifyToken(notifyToken(ORDER_ID, 12340, SECRET), ORDER_ID, 12340, SECRET)).toBe(true);
  });

  it('accepts the token in upper case hex as well', () => {
    expect(isValidNotifyToken(notifyToken(ORDER_ID, 500, SECRET).toUpperCase(), ORDER_ID, 500, SECRET)).toBe(true);
  });

  it('fails for another amount, another order or another key', () => {
    const token = notifyToken(ORDER_ID, 12340, SECRET);
    expect(isValidNotifyToken(token, ORDER_ID, 12341, SECRET)).toBe(false);
    expect(isValidNotifyToken(token, '00000000-0000-4000-8000-000000000000', 12340, SECRET)).toBe(false);
    expect(isValidNotifyToken(token, ORDER_ID, 12340, `${SECRET}x`)).toBe(false);
  });

  it('binds the number of payments: a token for 3 payments fails for 1 or 6, and the other way round', () => {
    const three = notifyToken(ORDER_ID, 34990, SECRET, 3);
    expect(three).toBe(createHmac('sha256', SECRET).update(`${ORDER_ID}:34990:3`).digest('hex'));
    expect(isValidNotifyToken(three, ORDER_ID, 34990, SECRET, 3)).toBe(true);
    expect(isValidNotifyToken(three, ORDER_ID, 34990, SECRET, 1)).toBe(false);
    expect(isValidNotifyToken(three, ORDER_ID, 34990, SECRET, 6)).toBe(false);
    expect(isValidNotifyToken(notifyToken(ORDER_ID, 34990, SECRET), ORDER_ID, 34990, SECRET, 3)).toBe(false);
    expect(isValidNotifyToken(three, ORDER_ID, 34990, SECRET, Number.NaN)).toBe(false);
  });

  it.each([undefined, null, '', 'abc', 'z'.repeat(64), `${'0'.repeat(64)}00`])('refuses a malformed token %p', (token) => {
    expect(isValidNotifyToken(token, ORDER_ID, 12340, SECRET)).toBe(false);
  });

  it('compares with crypto.timingSafeEqual', () => {
    jest.mocked(timingSafeEqual).mockClear();
    expect(isValidNotifyToken('0'.repeat(64), ORDER_ID, 12340, SECRET)).toBe(false);
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });
});
