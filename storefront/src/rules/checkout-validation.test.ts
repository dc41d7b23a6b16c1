import { describe, expect, it } from 'vitest';
import {
  ALL_TOUCHED,
  CheckoutForm,
  EMPTY_CHECKOUT_FORM,
  formErrorsFromServer,
  isCheckoutValid,
  validateCheckout,
  visibleErrors,
} from './checkout-validation';

const aValidForm = (over: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...EMPTY_CHECKOUT_FORM,
  fullName: 'Dana Levi',
  phone: '050-123-4567',
  email: 'dana@example.com',
  companyName: '',
  notes: '',
  paymentMethod: 'cash',
  ...over,
});

describe('checkout validation', () => {
  it('accepts a complete form, with cash as the default payment method', () => {
    expect(EMPTY_CHECKOUT_FORM.paymentMethod).toBe('cash');
    expect(validateCheckout(aValidForm())).toEqual({});
    expect(isCheckoutValid(aValidForm({ paymentMethod: 'credit_card', companyName: 'Levi Sport' }))).toBe(true);
  });

  it.each([
    ['', 'CHECKOUT.FULL_NAME_REQUIRED'],
    ['   ', 'CHECKOUT.FULL_NAME_REQUIRED'],
    ['D', 'CHECKOUT.FULL_NAME_MIN_LENGTH'],
    [' D ', 'CHECKOUT.FULL_NAME_MIN_LENGTH'],
  ])('full name %j: %s', (fullName, key) => {
    expect(validateCheckout(aValidForm({ fullName })).fullName).toBe(key);
  });

  it.each([
    ['', 'CHECKOUT.PHONE_REQUIRED'],
    ['050123456', 'CHECKOUT.PHONE_INVALID'],
    ['050-abc-4567', 'CHECKOUT.PHONE_INVALID'],
    ['++972501234567', 'CHECKOUT.PHONE_INVALID'],
    ['0501234567', undefined],
    ['+972 50-123-4567', undefined],
    ['(050) 123 4567', undefined],
  ])('phone %j: %s', (phone, key) => {
    expect(validateCheckout(aValidForm({ phone })).phone).toBe(key);
  });

  it.each([
    ['', 'CHECKOUT.EMAIL_REQUIRED'],
    ['dana', 'CHECKOUT.EMAIL_INVALID'],
    ['dana@example', 'CHECKOUT.EMAIL_INVALID'],
    ['dana @example.com', 'CHECKOUT.EMAIL_INVALID'],
    ['dana@example.c', 'CHECKOUT.EMAIL_INVALID'],
    [' dana@example.co.il ', undefined],
  ])('email %j: %s', (email, key) => {
    expect(validateCheckout(aValidForm({ email })).email).toBe(key);
  });

  it('company name is optional, but at least 2 characters when filled', () => {
    expect(validateCheckout(aValidForm({ companyName: '' })).companyName).toBeUndefined();
    expect(validateCheckout(aValidForm({ companyName: 'X' })).companyName).toBe('CHECKOUT.COMPANY_NAME_MIN_LENGTH');
    expect(validateCheckout(aValidForm({ companyName: 'XY' })).companyName).toBeUndefined();
  });

  it('refuses a payment method other than cash or credit card', () => {
    expect(validateCheckout(aValidForm({ paymentMethod: 'bitcoin' as never })).paymentMethod).toBe('CHECKOUT.PAYMENT_METHOD_REQUIRED');
  });

  it('shows errors only for touched fields, and all of them once everything is touched', () => {
    const errors = validateCheckout(EMPTY_CHECKOUT_FORM);
    expect(visibleErrors(errors, {})).toEqual({});
    expect(visibleErrors(errors, { phone: true })).toEqual({ phone: 'CHECKOUT.PHONE_REQUIRED' });
    expect(visibleErrors(errors, ALL_TOUCHED)).toEqual({
      fullName: 'CHECKOUT.FULL_NAME_REQUIRED',
      phone: 'CHECKOUT.PHONE_REQUIRED',
      email: 'CHECKOUT.EMAIL_REQUIRED',
    });
  });

  it("puts the server's refusal of a customer field next to that field", () => {
    expect(formErrorsFromServer([{ field: 'customer_email' }, { field: 'company_name' }, { field: 'items.0.quantity' }])).toEqual({
      email: 'CHECKOUT.EMAIL_INVALID',
      companyName: 'CHECKOUT.COMPANY_NAME_MIN_LENGTH',
    });
  });
});

describe('checkout validation with delivery', () => {
  const courier = { deliveryMethod: 'courier' as const, city: 'תל אביב', street: 'הרצל', houseNumber: '12א' };

  it('asks no address for a store pickup, the default', () => {
    expect(EMPTY_CHECKOUT_FORM.deliveryMethod).toBe('pickup');
    expect(validateCheckout(aValidForm({ city: '', street: 'x', zip: '12' }))).toEqual({});
  });

  it('asks the city, the street and the house number for a courier, each beside its field', () => {
    expect(validateCheckout(aValidForm({ deliveryMethod: 'courier' }))).toEqual({
      city: 'DELIVERY.CITY_REQUIRED',
      street: 'DELIVERY.STREET_REQUIRED',
      houseNumber: 'DELIVERY.HOUSE_NUMBER_REQUIRED',
    });
    expect(validateCheckout(aValidForm({ ...courier, paymentMethod: 'bit' }))).toEqual({});
  });

  it('counts the address fields among the fields shown after a press, in the order of the page', () => {
    const errors = validateCheckout(aValidForm({ ...courier, fullName: '', zip: '123' }));
    expect(Object.keys(visibleErrors(errors, ALL_TOUCHED))).toEqual(['fullName', 'zip']);
  });

  it('maps the server refusals of the address and of the courier to their fields', () => {
    expect(formErrorsFromServer([{ field: 'delivery_address.house_number' }, { field: 'delivery_address.zip' }])).toEqual({
      houseNumber: 'DELIVERY.HOUSE_NUMBER_INVALID',
      zip: 'DELIVERY.ZIP_INVALID',
    });
    expect(formErrorsFromServer([{ field: 'delivery_method' }], 'COURIER_UNAVAILABLE')).toEqual({
      deliveryMethod: 'DELIVERY.COURIER_UNAVAILABLE',
    });
  });
});
