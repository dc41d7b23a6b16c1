import { describe, expect, it } from 'vitest';
import { he } from 'shop-rules/texts/he';
import { ru } from 'shop-rules/texts/ru';
import {
  addressPiecesOf,
  addressWordsOf,
  deliveryAddressOf,
  DeliveryAddressForm,
  EMPTY_DELIVERY_ADDRESS,
  formatDeliveryAddress,
  validateDeliveryAddress,
} from './delivery-address';

const anAddress = (over: Partial<DeliveryAddressForm> = {}): DeliveryAddressForm => ({
  ...EMPTY_DELIVERY_ADDRESS,
  city: 'ראשון לציון',
  street: 'הרצל',
  houseNumber: '12',
  ...over,
});

describe('delivery address', () => {
  it('accepts a city, a street and a house number; the rest is optional', () => {
    expect(validateDeliveryAddress(anAddress())).toEqual({});
    expect(validateDeliveryAddress(anAddress({ apartment: '4', zip: '7525101', addressNotes: 'קומה 2' }))).toEqual({});
    expect(validateDeliveryAddress(anAddress({ entrance: 'ב', floor: 'קרקע', apartment: '4' }))).toEqual({});
  });

  it.each([
    [{ city: '' }, { city: 'DELIVERY.CITY_REQUIRED' }],
    [{ city: ' א ' }, { city: 'DELIVERY.CITY_INVALID' }],
    [{ city: 'x'.repeat(101) }, { city: 'DELIVERY.CITY_INVALID' }],
    [{ street: '  ' }, { street: 'DELIVERY.STREET_REQUIRED' }],
    [{ street: 'x'.repeat(121) }, { street: 'DELIVERY.STREET_INVALID' }],
    [{ houseNumber: '' }, { houseNumber: 'DELIVERY.HOUSE_NUMBER_REQUIRED' }],
    [{ houseNumber: 'abc' }, { houseNumber: 'DELIVERY.HOUSE_NUMBER_INVALID' }],
    [{ houseNumber: '12345678901' }, { houseNumber: 'DELIVERY.HOUSE_NUMBER_INVALID' }],
    [{ apartment: '12345678901' }, { apartment: 'DELIVERY.APARTMENT_INVALID' }],
    [{ floor: '12345678901' }, { floor: 'DELIVERY.FLOOR_INVALID' }],
    [{ entrance: 'כניסה אחורי' }, { entrance: 'DELIVERY.ENTRANCE_INVALID' }],
    [{ zip: '123456' }, { zip: 'DELIVERY.ZIP_INVALID' }],
    [{ zip: '12345a7' }, { zip: 'DELIVERY.ZIP_INVALID' }],
    [{ addressNotes: 'x'.repeat(301) }, { addressNotes: 'DELIVERY.ADDRESS_NOTES_TOO_LONG' }],
  ])('%j: %j', (over, errors) => {
    expect(validateDeliveryAddress(anAddress(over))).toEqual(errors);
  });

  it.each(['12', '12א', '12/3', '7B', '120'])('takes the house number %s', (houseNumber) => {
    expect(validateDeliveryAddress(anAddress({ houseNumber }))).toEqual({});
  });

  it('sends the address trimmed, without empty optional parts', () => {
    expect(deliveryAddressOf(anAddress({ city: ' תל אביב ', apartment: ' ', floor: '', zip: '6100000' }))).toEqual({
      city: 'תל אביב',
      street: 'הרצל',
      house_number: '12',
      zip: '6100000',
    });
    expect(deliveryAddressOf(anAddress({ entrance: ' ב ', floor: ' -1 ' }))).toMatchObject({ entrance: 'ב', floor: '-1' });
  });

  it('writes the address on one line', () => {
    const hebrew = addressWordsOf((key) => he.DELIVERY[key.replace('DELIVERY.', '') as keyof typeof he.DELIVERY] as string);
    const russian = addressWordsOf((key) => ru.DELIVERY[key.replace('DELIVERY.', '') as keyof typeof ru.DELIVERY] as string);
    expect(formatDeliveryAddress({ city: 'תל אביב', street: 'הרצל', house_number: '12', apartment: '4', zip: '6100000' }, hebrew)).toBe(
      'הרצל 12, דירה 4, תל אביב 6100000',
    );
    expect(
      formatDeliveryAddress({ city: 'תל אביב', street: 'הרצל', house_number: '12', entrance: 'ב', floor: '3', apartment: '4' }, hebrew),
    ).toBe('הרצל 12, כניסה ב, קומה 3, דירה 4, תל אביב');
    expect(formatDeliveryAddress({ city: 'Хайфа', street: 'Герцль', house_number: '3', floor: 'цоколь' }, russian)).toBe(
      'Герцль 3, этаж цоколь, Хайфа',
    );
    expect(formatDeliveryAddress({ city: 'Хайфа', street: 'Герцль', house_number: '3' }, russian)).toBe('Герцль 3, Хайфа');
    // In pieces, so a Russian page shows a Hebrew street in its own direction.
    expect(addressPiecesOf({ city: 'חיפה', street: 'הרצל', house_number: '3', floor: '-1' }, russian)).toEqual([
      { word: null, value: 'הרצל 3' },
      { word: 'этаж', value: '-1' },
      { word: null, value: 'חיפה' },
    ]);
  });
});
