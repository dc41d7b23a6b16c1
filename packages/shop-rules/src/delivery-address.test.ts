import { describe, expect, it } from 'vitest';
import {
  deliveryAddressProblems,
  formatDeliveryAddress,
  HOUSE_NUMBER_PATTERN,
  ZIP_PATTERN,
  type AddressPart,
  type AddressParts,
  type AddressProblem,
} from './delivery-address';

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

describe('problems of an address as typed', () => {
  const typed = (over: Partial<AddressParts> = {}): AddressParts => ({
    city: 'ראשון לציון',
    street: 'הרצל',
    houseNumber: '12א',
    apartment: '',
    zip: '',
    notes: '',
    ...over,
  });

  it('finds none in a whole address, with or without its optional parts', () => {
    expect(deliveryAddressProblems(typed())).toEqual({});
    expect(deliveryAddressProblems(typed({ apartment: '4', zip: ' 7525101 ', notes: 'קומה 2' }))).toEqual({});
  });

  it.each<[string, Partial<AddressParts>, Partial<Record<AddressPart, AddressProblem>>]>([
    [
      'everything required empty',
      { city: ' ', street: '', houseNumber: '' },
      { city: 'required', street: 'required', houseNumber: 'required' },
    ],
    ['a one-letter city and street', { city: 'א', street: 'ב' }, { city: 'invalid', street: 'invalid' }],
    ['a city of 101 letters', { city: 'א'.repeat(101) }, { city: 'invalid' }],
    ['a street of 121 letters', { street: 'ש'.repeat(121) }, { street: 'invalid' }],
    ['a house number in words', { houseNumber: 'twelve' }, { houseNumber: 'invalid' }],
    ['an apartment of 11 characters', { apartment: '12345678901' }, { apartment: 'invalid' }],
    ['a six-digit zip', { zip: '123456' }, { zip: 'invalid' }],
    ['notes of 301 characters', { notes: 'n'.repeat(301) }, { notes: 'invalid' }],
  ])('%s', (_, over, problems) => expect(deliveryAddressProblems(typed(over))).toEqual(problems));
});
