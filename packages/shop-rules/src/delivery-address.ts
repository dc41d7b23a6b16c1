/**
 * The courier's address: its bounds (the order body's and the checkout form's) and its one-line form
 * for emails and order pages.
 */

/** A house number as Israelis write it: digits, maybe a letter (12א, 12B), maybe a slash entrance (12/3). */
export const HOUSE_NUMBER_PATTERN = /^\d{1,5}\p{L}?(\/\d{1,4}\p{L}?)?$/u;
/** The mikud: exactly seven digits. */
export const ZIP_PATTERN = /^\d{7}$/;

/** [shortest, longest] where both count, else the longest. */
export const ADDRESS_LIMITS = { city: [2, 100], street: [2, 120], houseNumber: [1, 10], apartment: 10, notes: 300 } as const;

export interface AddressLine {
  street: string;
  houseNumber: string;
  apartment?: string | null;
  city: string;
  zip?: string | null;
}

/** "Herzl 12/3, apt. 4, Rishon LeZion 7525101", the word for apartment in the reader's language; notes are shown apart. */
export function formatDeliveryAddress(address: AddressLine, apartmentWord: string): string {
  const street = `${address.street} ${address.houseNumber}`.trim();
  const apartment = address.apartment ? `${apartmentWord} ${address.apartment}` : null;
  const city = [address.city, address.zip].filter(Boolean).join(' ');
  return [street, apartment, city].filter(Boolean).join(', ');
}
