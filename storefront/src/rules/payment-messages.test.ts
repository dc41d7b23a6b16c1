import { describe, expect, it } from 'vitest';
import { acceptedMessageOrigins, isAcceptedMessageOrigin, originOf, parsePaymentMessage } from './payment-messages';

const SHOP = 'https://shop.example';
const TRANZILA_FRAME = 'https://direct.tranzila.com/shopterm/iframenew.php?sum=10.00&currency=1';
const SANDBOX_FRAME = 'https://shop.example/sandbox/tranzila/demo/iframenew.php?sum=10.00';

describe('payment message origins', () => {
  it('accepts the provider origin of the frame address and the shop origin', () => {
    expect(acceptedMessageOrigins(TRANZILA_FRAME, SHOP)).toEqual(['https://direct.tranzila.com', SHOP]);
    expect(isAcceptedMessageOrigin('https://direct.tranzila.com', TRANZILA_FRAME, SHOP)).toBe(true);
    expect(isAcceptedMessageOrigin(SHOP, TRANZILA_FRAME, SHOP)).toBe(true);
  });

  it('lists the shop once when the frame is served by the shop itself (the sandbox)', () => {
    expect(acceptedMessageOrigins(SANDBOX_FRAME, SHOP)).toEqual([SHOP]);
  });

  it('refuses every other origin, look-alikes, the opaque origin and an empty one', () => {
    for (const origin of [
      'https://evil.example',
      'https://direct.tranzila.com.evil.example',
      'http://direct.tranzila.com',
      'http://shop.example',
      'null',
      '',
    ]) {
      expect(isAcceptedMessageOrigin(origin, TRANZILA_FRAME, SHOP)).toBe(false);
    }
  });

  it('accepts only the shop before a frame address is known, or when it is not an http address', () => {
    expect(acceptedMessageOrigins(null, SHOP)).toEqual([SHOP]);
    expect(acceptedMessageOrigins('javascript:alert(1)', SHOP)).toEqual([SHOP]);
    expect(originOf('not a url')).toBeNull();
  });
});

describe('payment message kinds', () => {
  it('reads an object message with its fields', () => {
    expect(parsePaymentMessage({ type: 'payment_success', orderId: 'abc', transactionId: '123', responseCode: '000' })).toEqual({
      kind: 'payment_success',
      orderId: 'abc',
      transactionId: '123',
      responseCode: '000',
      height: null,
    });
  });

  it('reads fields nested under data, an action name and JSON text', () => {
    expect(parsePaymentMessage({ action: 'payment_error', data: { orderId: 'abc', responseCode: '004' } })).toMatchObject({
      kind: 'payment_error',
      orderId: 'abc',
      responseCode: '004',
    });
    expect(parsePaymentMessage('{"type":"payment_cancel"}')).toMatchObject({ kind: 'payment_cancel' });
    expect(parsePaymentMessage('payment_retry')).toMatchObject({ kind: 'payment_retry', orderId: null });
  });

  it('keeps a positive frame height and ignores a resize without one', () => {
    expect(parsePaymentMessage({ type: 'iframe_resize', height: 742.4 })).toMatchObject({ kind: 'iframe_resize', height: 743 });
    expect(parsePaymentMessage({ type: 'iframe_resize', data: { height: '500' } })).toMatchObject({ height: 500 });
    expect(parsePaymentMessage({ type: 'iframe_resize', height: 0 })).toBeNull();
    expect(parsePaymentMessage({ type: 'iframe_resize', height: -20 })).toBeNull();
    expect(parsePaymentMessage({ type: 'iframe_resize' })).toBeNull();
  });

  it('ignores unknown kinds and anything that is not a message', () => {
    for (const data of [
      { type: 'payment_paid' },
      { type: 'PAYMENT_SUCCESS' },
      'hello',
      '{"broken"',
      42,
      null,
      undefined,
      ['payment_success'],
    ]) {
      expect(parsePaymentMessage(data)).toBeNull();
    }
  });
});
