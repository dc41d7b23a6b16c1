import { describe, expect, it } from 'vitest';
import { orderSuccessQueryOf, viewOrderTarget } from './order-success';

const query = (search: string) => orderSuccessQueryOf(new URLSearchParams(search));

describe('order confirmation', () => {
  it('reads the order and the payment from the address', () => {
    expect(query('orderId=abc&orderNumber=ORD-1-2&customerEmail=a%40b.co&paymentSuccess=true&transactionId=T9')).toEqual({
      orderId: 'abc',
      orderNumber: 'ORD-1-2',
      customerEmail: 'a@b.co',
      paymentSuccess: true,
      transactionId: 'T9',
    });
    expect(query('').paymentSuccess).toBe(false);
  });

  it("shows 'view order' only with an id and a number, leading to tracking only with the email too", () => {
    expect(viewOrderTarget(query('orderId=abc&orderNumber=ORD-1-2&customerEmail=a%40b.co'))).toEqual({
      shown: true,
      trackingSearch: '?orderNumber=ORD-1-2&customerEmail=a%40b.co',
    });
    expect(viewOrderTarget(query('orderId=abc&orderNumber=ORD-1-2'))).toEqual({ shown: true, trackingSearch: null });
    expect(viewOrderTarget(query('orderNumber=ORD-1-2&customerEmail=a%40b.co'))).toEqual({ shown: false, trackingSearch: null });
    expect(viewOrderTarget(query('orderId=abc&customerEmail=a%40b.co')).shown).toBe(false);
  });
});
