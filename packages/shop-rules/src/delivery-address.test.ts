import { describe, expect, it } from 'vitest';
import { formatDeliveryAddress, HOUSE_NUMBER_PATTERN, ZIP_PATTERN } from './delivery-address';

describe('house numbers', () => {
  it.each([
    ['12', true],
    ['12א', true],
    ['12/3', true],
    ['7B', true],
    ['', false],
    ['twelve', false],
    ['12-3', false],
  ])('%j is a house number: %s', (typed, expected) => expect(HOUSE_NUMBER_PATTERN.test(typed)).toBe(expected));
});

it.each([
  ['7525101', true],
  ['752510', false],
  ['75251011', false],
  ['75a5101', false],
])('%j is a postal code: %s', (typed, expected) => expect(ZIP_PATTERN.test(typed)).toBe(expected));

it.each([
  [
    { street: 'הרצל', houseNumber: '12/3', apartment: '4', city: 'ראשון לציון', zip: '7525101' },
    'דירה',
    'הרצל 12/3, דירה 4, ראשון לציון 7525101',
  ],
  [{ street: 'Herzl', houseNumber: '12', city: 'Tel Aviv' }, 'кв.', 'Herzl 12, Tel Aviv'],
  [{ street: 'Herzl', houseNumber: '12', apartment: null, city: 'Tel Aviv', zip: null }, 'apt.', 'Herzl 12, Tel Aviv'],
])('%j on one line', (address, word, expected) => expect(formatDeliveryAddress(address, word)).toBe(expected));
