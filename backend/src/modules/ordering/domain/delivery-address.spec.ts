import { DomainError } from '../../../shared/domain/domain-error';
import { withOneAddress } from './delivery-address';
import type { DeliveryAddress } from './order';

const herzl: DeliveryAddress = {
  city: 'חיפה',
  street: 'הרצל',
  houseNumber: '7',
  entrance: null,
  floor: null,
  apartment: '3',
  zip: null,
  notes: 'קוד 1234',
};
const courier = { deliveryMethod: 'courier' as const, language: 'he' as const };
const pickup = { deliveryMethod: 'pickup' as const, language: 'he' as const };

function refusal(run: () => unknown): { code: string; field?: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.errors?.[0]?.field };
  }
  throw new Error('not refused');
}

describe('one address per order (staff edits)', () => {
  it("writes a courier order's customer_address from its new delivery address, in the order's language", () => {
    expect(withOneAddress(courier, { deliveryAddress: herzl, notes: 'x' })).toEqual({
      deliveryAddress: herzl,
      customerAddress: 'הרצל 7, דירה 3, חיפה',
      notes: 'x',
    });
    expect(withOneAddress({ ...courier, language: 'ru' }, { deliveryAddress: herzl }).customerAddress).toBe('הרצל 7, кв. 3, חיפה');
  });

  it("names the entrance and the floor in the order's language, before the apartment", () => {
    const withStairs = { ...herzl, entrance: 'ב', floor: 'קרקע', apartment: '5' };
    expect(withOneAddress(courier, { deliveryAddress: withStairs }).customerAddress).toBe('הרצל 7, כניסה ב, קומה קרקע, דירה 5, חיפה');
    expect(withOneAddress({ ...courier, language: 'ru' }, { deliveryAddress: { ...withStairs, floor: '-1' } }).customerAddress).toBe(
      'הרצל 7, подъезд ב, этаж -1, кв. 5, חיפה',
    );
  });

  it.each([
    ['a courier order with no address change', courier, { customerName: 'Dana' }],
    ['a pickup order with its free-text address', pickup, { customerAddress: 'Herzl 1, Haifa' }],
    ['a pickup order with nothing about addresses', pickup, { notes: null }],
  ] as const)('leaves %s as sent', (_, order, changes) => {
    expect(withOneAddress(order, changes)).toEqual(changes);
  });

  it.each([
    ['a delivery address for a pickup order', pickup, { deliveryAddress: herzl }, 'PICKUP_HAS_NO_DELIVERY_ADDRESS', 'delivery_address'],
    [
      'a separate customer_address for a courier order',
      courier,
      { customerAddress: 'Somewhere else' },
      'CUSTOMER_ADDRESS_FOLLOWS_DELIVERY_ADDRESS',
      'customer_address',
    ],
    [
      'both at once for a courier order',
      courier,
      { customerAddress: 'Somewhere else', deliveryAddress: herzl },
      'CUSTOMER_ADDRESS_FOLLOWS_DELIVERY_ADDRESS',
      'customer_address',
    ],
  ] as const)('refuses %s, naming the field', (_, order, changes, code, field) => {
    expect(refusal(() => withOneAddress(order, changes))).toEqual({ code, field });
  });
});
