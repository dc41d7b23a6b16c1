import { describe, expect, it } from 'vitest';
import {
  addressValueDirection,
  deliveryAddressPieces,
  deliveryAddressProblems,
  formatDeliveryAddress,
  HOUSE_NUMBER_PATTERN,
  ZIP_PATTERN,
  type AddressLine,
  type AddressPart,
  type AddressParts,
  type AddressProblem,
  type AddressWords,
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

const HEBREW: AddressWords = { entrance: 'כניסה', floor: 'קומה', apartment: 'דירה' };
const RUSSIAN: AddressWords = { entrance: 'подъезд', floor: 'этаж', apartment: 'кв.' };
const ENGLISH: AddressWords = { entrance: 'entrance', floor: 'floor', apartment: 'apt.' };

it.each<[AddressLine, AddressWords, string]>([
  [
    { street: 'הרצל', houseNumber: '12/3', apartment: '4', city: 'ראשון לציון', zip: '7525101' },
    HEBREW,
    'הרצל 12/3, דירה 4, ראשון לציון 7525101',
  ],
  [{ street: 'Herzl', houseNumber: '12', city: 'Tel Aviv' }, RUSSIAN, 'Herzl 12, Tel Aviv'],
  [{ street: 'Herzl', houseNumber: '12', apartment: null, city: 'Tel Aviv', zip: null }, ENGLISH, 'Herzl 12, Tel Aviv'],
  [
    { street: 'Herzl', houseNumber: '12', entrance: 'B', floor: '3', apartment: '5', city: 'Haifa' },
    ENGLISH,
    'Herzl 12, entrance B, floor 3, apt. 5, Haifa',
  ],
  [
    { street: 'הרצל', houseNumber: '12', entrance: 'ב', floor: 'קרקע', apartment: null, city: 'חיפה', zip: '3100000' },
    HEBREW,
    'הרצל 12, כניסה ב, קומה קרקע, חיפה 3100000',
  ],
  [{ street: 'Герцль', houseNumber: '7', entrance: null, floor: '-1', city: 'Хайфа' }, RUSSIAN, 'Герцль 7, этаж -1, Хайфа'],
  [{ street: 'Herzl', houseNumber: '7', entrance: ' ', floor: '', apartment: ' ', city: 'Haifa' }, ENGLISH, 'Herzl 7, Haifa'],
])('%j on one line', (address, words, expected) => expect(formatDeliveryAddress(address, words)).toBe(expected));

it('gives the line in pieces, each value apart from the word that names it (for pages that isolate database text)', () => {
  expect(deliveryAddressPieces({ street: 'הרצל', houseNumber: '12', entrance: 'ב', floor: '-1', city: 'חיפה' }, RUSSIAN)).toEqual([
    { word: null, value: 'הרצל 12' },
    { word: 'подъезд', value: 'ב' },
    { word: 'этаж', value: '-1' },
    { word: null, value: 'חיפה' },
  ]);
});

it.each([
  ['-1', 'ltr'],
  ['12/3', 'ltr'],
  ['3', 'ltr'],
  ['קרקע', 'auto'],
  ['12א', 'auto'],
  ['הרצל 12', 'auto'],
  ['цоколь', 'auto'],
])('%j is shown %s', (value, direction) => expect(addressValueDirection(value)).toBe(direction));

describe('problems of an address as typed', () => {
  const typed = (over: Partial<AddressParts> = {}): AddressParts => ({
    city: 'ראשון לציון',
    street: 'הרצל',
    houseNumber: '12א',
    entrance: '',
    floor: '',
    apartment: '',
    zip: '',
    notes: '',
    ...over,
  });

  it('finds none in a whole address, with or without its optional parts', () => {
    expect(deliveryAddressProblems(typed())).toEqual({});
    expect(deliveryAddressProblems(typed({ apartment: '4', zip: ' 7525101 ', notes: 'קומה 2' }))).toEqual({});
    expect(deliveryAddressProblems(typed({ entrance: 'ב', floor: 'קרקע', apartment: '5' }))).toEqual({});
  });

  it.each(['3', '-1', 'קרקע', 'цокольный', ' 1234567890 '])(
    'takes the floor %j (up to 10 characters, spaces around not counted)',
    (floor) => {
      expect(deliveryAddressProblems(typed({ floor, entrance: floor }))).toEqual({});
    },
  );

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
    ['a floor of 11 characters', { floor: 'קומה שלישית' }, { floor: 'invalid' }],
    ['an entrance of 11 characters', { entrance: 'כניסה אחורי' }, { entrance: 'invalid' }],
    ['a six-digit zip', { zip: '123456' }, { zip: 'invalid' }],
    ['notes of 301 characters', { notes: 'n'.repeat(301) }, { notes: 'invalid' }],
  ])('%s', (_, over, problems) => expect(deliveryAddressProblems(typed(over))).toEqual(problems));
});
