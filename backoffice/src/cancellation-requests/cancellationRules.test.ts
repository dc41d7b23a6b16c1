import { describe, expect, it } from 'vitest';
import {
  asRefundMethod,
  asRequestState,
  isProviderRefusal,
  isRequestChanged,
  newRequestKey,
  refundableLines,
  refundLines,
  refusalOf,
  unitsLeft,
} from './cancellationRules';

const LINES = [
  { id: 11, product_name: 'Ball', variant_name: '', quantity: 2, cancelled_quantity: 1 },
  { id: 12, product_name: 'Shoes', variant_name: '42', quantity: 1, cancelled_quantity: 1 },
  { id: 13, product_name: 'Socks', variant_name: '', quantity: 3 },
];

describe('the refund dialog', () => {
  it('offers only the lines with units left', () => {
    expect(LINES.map(unitsLeft)).toEqual([1, 0, 3]);
    expect(refundableLines(LINES).map((line) => line.id)).toEqual([11, 13]);
  });

  it.each([
    [{ whole: true, units: {} }, undefined],
    [
      { whole: false, units: { 11: 1, 13: 2 } },
      [
        { item_id: 11, quantity: 1 },
        { item_id: 13, quantity: 2 },
      ],
    ],
    [{ whole: false, units: { 11: 5 } }, [{ item_id: 11, quantity: 1 }]],
    [{ whole: false, units: { 12: 1 } }, null],
    [{ whole: false, units: { 13: 0 } }, null],
    [{ whole: false, units: {} }, null],
  ])('sends %j as lines %j', (choice, expected) => {
    expect(refundLines(choice, LINES)).toEqual(expected);
  });

  it('makes a version 4 UUID per opening, also where randomUUID is missing', () => {
    const key = newRequestKey(() => new Uint8Array(16).fill(255));
    expect(key).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newRequestKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestKey()).not.toBe(newRequestKey());
  });
});

describe('requests and refusals', () => {
  it('reads an unknown state as open', () => {
    expect(asRequestState('approved')).toBe('approved');
    expect(asRequestState('deciding')).toBe('open');
  });

  it('reads the provider’s refusal from the error body', () => {
    const declined = { message: 'x', body: { code: 'REFUND_DECLINED', message: 'העסקה סורבה (004)' } };
    expect(refusalOf(declined)).toEqual({ code: 'REFUND_DECLINED', message: 'העסקה סורבה (004)' });
    expect(isProviderRefusal(declined)).toBe(true);
    expect(isProviderRefusal(new Error('network'))).toBe(false);
    expect(refusalOf(new Error('network'))).toEqual({ code: null, message: 'network' });
  });

  it('tells a request that changed since it was shown (reloaded, decided again)', () => {
    expect(isRequestChanged({ body: { code: 'CANCELLATION_REQUEST_CHANGED', message: 'reload' } })).toBe(true);
    expect(isRequestChanged({ body: { code: 'CANCELLATION_REQUEST_DECIDED', message: 'decided' } })).toBe(false);
  });

  it('reads the refund quote’s method, an unknown one as no payment', () => {
    expect(['credit_card', 'bit', 'cash', 'none', 'paypal'].map(asRefundMethod)).toEqual(['credit_card', 'bit', 'cash', 'none', 'none']);
  });
});
