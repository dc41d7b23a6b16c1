import { describe, expect, it } from 'vitest';
import { orderDetailsForm, orderDetailsPayload, validCustomerEmail, validCustomerName, validCustomerPhone } from './orderDetails';

describe('order details staff may correct', () => {
  it('fills the form from the order, blanks for missing values', () => {
    expect(orderDetailsForm({ customer_name: 'Dana', customer_address: null, notes: null })).toEqual({
      customer_name: 'Dana',
      customer_email: '',
      customer_phone: '',
      customer_address: '',
      notes: '',
    });
  });

  it('sends only the five fields, trimmed, with emptied address and notes as null', () => {
    expect(
      orderDetailsPayload({
        customer_name: ' Dana Levi ',
        customer_email: 'd@x.co ',
        customer_phone: ' 050-123-4567',
        customer_address: ' ',
        notes: '',
      }),
    ).toEqual({
      customer_name: 'Dana Levi',
      customer_email: 'd@x.co',
      customer_phone: '050-123-4567',
      customer_address: null,
      notes: null,
    });
  });

  it('checks the name, email and phone as the server does', () => {
    expect(validCustomerName('D')).toBe(false);
    expect(validCustomerName(' Dy ')).toBe(true);
    expect(validCustomerEmail('dana@example')).toBe(false);
    expect(validCustomerEmail('dana@example.com')).toBe(true);
    expect(validCustomerPhone('050-123')).toBe(false);
    expect(validCustomerPhone('+972 (50) 123-4567')).toBe(true);
  });
});
