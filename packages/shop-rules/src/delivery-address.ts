/**
 * The courier's address: its bounds (the order body's and the checkout form's) and its one-line form
 * for emails and order pages.
 */

/** A house number as Israelis write it: digits, maybe a letter (12א, 12B), maybe a slash entrance (12/3). */
export const HOUSE_NUMBER_PATTERN = /^\d{1,5}\p{L}?(\/\d{1,4}\p{L}?)?$/u;
/** The mikud: exactly seven digits. */
export const ZIP_PATTERN = /^\d{7}$/;

/**
 * [shortest, longest] where both count, else the longest. Floor and entrance are free text: couriers
 * read "3", "קרקע", "-1" or "ב" as the building writes them.
 */
export const ADDRESS_LIMITS = {
  city: [2, 100],
  street: [2, 120],
  houseNumber: [1, 10],
  entrance: 10,
  floor: 10,
  apartment: 10,
  notes: 300,
} as const;

export interface AddressLine {
  street: string;
  houseNumber: string;
  entrance?: string | null;
  floor?: string | null;
  apartment?: string | null;
  city: string;
  zip?: string | null;
}

/** The words put before the entrance, the floor and the apartment, in the reader's language. */
export interface AddressWords {
  entrance: string;
  floor: string;
  apartment: string;
}

/** One piece of the address's line: a value as typed (database text), named by a word or not. */
export interface AddressPiece {
  word: string | null;
  value: string;
}

/**
 * The pieces of the one-line address in the order a courier climbs: street and house, entrance, floor,
 * apartment, city and zip; each named in the reader's language and left out when empty. A page shows each
 * value in its own direction (a Hebrew street on a Russian page, "-1" on a Hebrew one).
 */
export function deliveryAddressPieces(address: AddressLine, words: AddressWords): AddressPiece[] {
  const named = (word: string, value: string | null | undefined): AddressPiece | null =>
    value?.trim() ? { word, value: value.trim() } : null;
  const plain = (value: string): AddressPiece | null => (value ? { word: null, value } : null);
  return [
    plain(`${address.street} ${address.houseNumber}`.trim()),
    named(words.entrance, address.entrance),
    named(words.floor, address.floor),
    named(words.apartment, address.apartment),
    plain([address.city, address.zip].filter(Boolean).join(' ')),
  ].filter((piece): piece is AddressPiece => piece !== null);
}

/**
 * The direction a page gives a value of the address: one with a letter finds its own (`auto`); digits and
 * signs alone read left to right, or a Hebrew page would show the floor "-1" as "1-".
 */
export function addressValueDirection(value: string): 'auto' | 'ltr' {
  return /\p{L}/u.test(value) ? 'auto' : 'ltr';
}

/** "Herzl 12, entrance B, floor 3, apt. 5, Haifa 3100000"; notes are shown apart. */
export function formatDeliveryAddress(address: AddressLine, words: AddressWords): string {
  return deliveryAddressPieces(address, words)
    .map((piece) => (piece.word ? `${piece.word} ${piece.value}` : piece.value))
    .join(', ');
}

/** The parts of an address a form holds, as typed. */
export interface AddressParts {
  city: string;
  street: string;
  houseNumber: string;
  entrance: string;
  floor: string;
  apartment: string;
  zip: string;
  notes: string;
}
export type AddressPart = keyof AddressParts;
/** `required`: a part that must be there is empty; `invalid`: its length or form is wrong. */
export type AddressProblem = 'required' | 'invalid';

/**
 * Every problem of an address as typed (spaces around a part do not count), by the bounds the server's
 * address body checks too: the checkout form and the orders desk ask this one rule.
 */
export function deliveryAddressProblems(address: AddressParts): Partial<Record<AddressPart, AddressProblem>> {
  const problems: Partial<Record<AddressPart, AddressProblem>> = {};
  const between = (text: string, [shortest, longest]: readonly [number, number]) => text.length >= shortest && text.length <= longest;
  const city = address.city.trim();
  if (!city) problems.city = 'required';
  else if (!between(city, ADDRESS_LIMITS.city)) problems.city = 'invalid';
  const street = address.street.trim();
  if (!street) problems.street = 'required';
  else if (!between(street, ADDRESS_LIMITS.street)) problems.street = 'invalid';
  const house = address.houseNumber.trim();
  if (!house) problems.houseNumber = 'required';
  else if (house.length > ADDRESS_LIMITS.houseNumber[1] || !HOUSE_NUMBER_PATTERN.test(house)) problems.houseNumber = 'invalid';
  if (address.entrance.trim().length > ADDRESS_LIMITS.entrance) problems.entrance = 'invalid';
  if (address.floor.trim().length > ADDRESS_LIMITS.floor) problems.floor = 'invalid';
  if (address.apartment.trim().length > ADDRESS_LIMITS.apartment) problems.apartment = 'invalid';
  const zip = address.zip.trim();
  if (zip && !ZIP_PATTERN.test(zip)) problems.zip = 'invalid';
  if (address.notes.trim().length > ADDRESS_LIMITS.notes) problems.notes = 'invalid';
  return problems;
}
