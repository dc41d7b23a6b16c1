import { describe, expect, it } from 'vitest';
import {
  deliveryAddressError,
  orderDetailsForm,
  orderDetailsPayload,
  validCustomerEmail,
  validCustomerName,
  validCustomerPhone,
  type DeliveryAddressForm,
} from './orderDetails';

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

  it("holds a courier order's delivery address, and no address for a pickup order", () => {
    const courier = orderDetailsForm({
      delivery_method: 'courier',
      customer_address: 'הרצל 12, דירה 4, חיפה',
      delivery_address: {
        city: 'חיפה',
        street: 'הרצל',
        house_number: '12',
        entrance: 'ב',
        floor: null,
        apartment: '4',
        zip: null,
        notes: null,
      },
    });
    expect(courier.delivery_address).toEqual({
      city: 'חיפה',
      street: 'הרצל',
      house_number: '12',
      entrance: 'ב',
      floor: '',
      apartment: '4',
      zip: '',
      notes: '',
    });
    expect(orderDetailsForm({ delivery_method: 'pickup', delivery_address: null }).delivery_address).toBeUndefined();
  });

  it("sends a courier order's address trimmed, its emptied parts as null, and no customer_address of its own", () => {
    const payload = orderDetailsPayload({
      customer_name: 'Dana',
      customer_email: 'd@x.co',
      customer_phone: '050-123-4567',
      customer_address: 'הרצל 12, חיפה',
      notes: '',
      delivery_address: {
        city: ' חיפה ',
        street: 'ז׳בוטינסקי ',
        house_number: '12א',
        entrance: ' ',
        floor: ' קרקע ',
        apartment: ' ',
        zip: '3100000',
        notes: '',
      },
    });
    expect(payload).toEqual({
      customer_name: 'Dana',
      customer_email: 'd@x.co',
      customer_phone: '050-123-4567',
      notes: null,
      delivery_address: {
        city: 'חיפה',
        street: 'ז׳בוטינסקי',
        house_number: '12א',
        entrance: null,
        floor: 'קרקע',
        apartment: null,
        zip: '3100000',
        notes: null,
      },
    });
  });

  const typed = (over: Partial<DeliveryAddressForm> = {}): DeliveryAddressForm => ({
    city: 'חיפה',
    street: 'הרצל',
    house_number: '12',
    entrance: '',
    floor: '',
    apartment: '',
    zip: '',
    notes: '',
    ...over,
  });

  it.each([
    ['city', { city: ' ' }, 'resources.orders.edit.address_errors.city_required'],
    ['city', { city: 'א' }, 'resources.orders.edit.address_errors.city_invalid'],
    ['street', { street: 'ש'.repeat(121) }, 'resources.orders.edit.address_errors.street_invalid'],
    ['house_number', { house_number: '' }, 'resources.orders.edit.address_errors.house_number_required'],
    ['house_number', { house_number: 'twelve' }, 'resources.orders.edit.address_errors.house_number_invalid'],
    ['apartment', { apartment: '12345678901' }, 'resources.orders.edit.address_errors.apartment_invalid'],
    ['floor', { floor: 'קומה שלישית' }, 'resources.orders.edit.address_errors.floor_invalid'],
    ['entrance', { entrance: 'כניסה אחורי' }, 'resources.orders.edit.address_errors.entrance_invalid'],
    ['zip', { zip: '123' }, 'resources.orders.edit.address_errors.zip_invalid'],
    ['notes', { notes: 'n'.repeat(301) }, 'resources.orders.edit.address_errors.notes_invalid'],
  ] as const)('words a bad %s %j at its own field, by the shop rule', (field, over, key) => {
    expect(deliveryAddressError(field, typed(over))).toBe(key);
    expect(deliveryAddressError(field, typed())).toBeUndefined();
  });
});
