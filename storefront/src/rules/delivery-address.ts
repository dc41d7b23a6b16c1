/**
 * The courier's address as the checkout form holds it, its rules (the same bounds as the server's
 * order body) and its one-line form for the order pages. Pickup needs none of it.
 */
export interface DeliveryAddressForm {
  city: string;
  street: string;
  houseNumber: string;
  apartment: string;
  zip: string;
  addressNotes: string;
}

export type DeliveryAddressField = keyof DeliveryAddressForm;
export const DELIVERY_ADDRESS_FIELDS: readonly DeliveryAddressField[] = [
  'city',
  'street',
  'houseNumber',
  'apartment',
  'zip',
  'addressNotes',
];

export const EMPTY_DELIVERY_ADDRESS: DeliveryAddressForm = {
  city: '',
  street: '',
  houseNumber: '',
  apartment: '',
  zip: '',
  addressNotes: '',
};

export type DeliveryAddressErrorKey =
  | 'DELIVERY.CITY_REQUIRED'
  | 'DELIVERY.CITY_INVALID'
  | 'DELIVERY.STREET_REQUIRED'
  | 'DELIVERY.STREET_INVALID'
  | 'DELIVERY.HOUSE_NUMBER_REQUIRED'
  | 'DELIVERY.HOUSE_NUMBER_INVALID'
  | 'DELIVERY.APARTMENT_INVALID'
  | 'DELIVERY.ZIP_INVALID'
  | 'DELIVERY.ADDRESS_NOTES_TOO_LONG';

export const ADDRESS_LIMITS = { city: [2, 100], street: [2, 120], houseNumber: [1, 10], apartment: 10, addressNotes: 300 } as const;

/** A number with an optional letter (Hebrew, Latin or Cyrillic) and an optional "/entrance": 12, 12א, 12/3, 7B. */
export const HOUSE_NUMBER_PATTERN = /^\d{1,5}\p{L}?(\/\d{1,4}\p{L}?)?$/u;
/** Israeli postal codes have seven digits. */
export const ZIP_PATTERN = /^\d{7}$/;

/** Every problem of the address, whether or not the shopper has reached the field yet. */
export function validateDeliveryAddress(address: DeliveryAddressForm): Partial<Record<DeliveryAddressField, DeliveryAddressErrorKey>> {
  const errors: Partial<Record<DeliveryAddressField, DeliveryAddressErrorKey>> = {};
  const city = address.city.trim();
  if (!city) errors.city = 'DELIVERY.CITY_REQUIRED';
  else if (city.length < ADDRESS_LIMITS.city[0] || city.length > ADDRESS_LIMITS.city[1]) errors.city = 'DELIVERY.CITY_INVALID';

  const street = address.street.trim();
  if (!street) errors.street = 'DELIVERY.STREET_REQUIRED';
  else if (street.length < ADDRESS_LIMITS.street[0] || street.length > ADDRESS_LIMITS.street[1]) errors.street = 'DELIVERY.STREET_INVALID';

  const house = address.houseNumber.trim();
  if (!house) errors.houseNumber = 'DELIVERY.HOUSE_NUMBER_REQUIRED';
  else if (house.length > ADDRESS_LIMITS.houseNumber[1] || !HOUSE_NUMBER_PATTERN.test(house))
    errors.houseNumber = 'DELIVERY.HOUSE_NUMBER_INVALID';

  if (address.apartment.trim().length > ADDRESS_LIMITS.apartment) errors.apartment = 'DELIVERY.APARTMENT_INVALID';
  const zip = address.zip.trim();
  if (zip && !ZIP_PATTERN.test(zip)) errors.zip = 'DELIVERY.ZIP_INVALID';
  if (address.addressNotes.trim().length > ADDRESS_LIMITS.addressNotes) errors.addressNotes = 'DELIVERY.ADDRESS_NOTES_TOO_LONG';
  return errors;
}

/** The address as the order body sends it (snake_case, optional parts left out when empty). */
export interface DeliveryAddress {
  city: string;
  street: string;
  house_number: string;
  apartment?: string | null;
  zip?: string | null;
  notes?: string | null;
}

export function deliveryAddressOf(form: DeliveryAddressForm): DeliveryAddress {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    city: form.city.trim(),
    street: form.street.trim(),
    house_number: form.houseNumber.trim(),
    ...(optional(form.apartment) ? { apartment: optional(form.apartment) } : {}),
    ...(optional(form.zip) ? { zip: optional(form.zip) } : {}),
    ...(optional(form.addressNotes) ? { notes: optional(form.addressNotes) } : {}),
  };
}

/**
 * "Herzl 12, apt. 4, Tel Aviv 6100000": the address on one line, the word for apartment in the page's
 * language. Notes are not part of it (they are shown apart).
 */
export function formatDeliveryAddress(address: DeliveryAddress, apartmentWord: string): string {
  const street = `${address.street} ${address.house_number}`.trim();
  const apartment = address.apartment ? `${apartmentWord} ${address.apartment}` : null;
  const city = [address.city, address.zip].filter(Boolean).join(' ');
  return [street, apartment, city].filter(Boolean).join(', ');
}

/** The server's names of the address fields (`delivery_address.city`...) as the form's. */
export const SERVER_ADDRESS_FIELDS: Record<string, { field: DeliveryAddressField; key: DeliveryAddressErrorKey }> = {
  'delivery_address.city': { field: 'city', key: 'DELIVERY.CITY_INVALID' },
  'delivery_address.street': { field: 'street', key: 'DELIVERY.STREET_INVALID' },
  'delivery_address.house_number': { field: 'houseNumber', key: 'DELIVERY.HOUSE_NUMBER_INVALID' },
  'delivery_address.apartment': { field: 'apartment', key: 'DELIVERY.APARTMENT_INVALID' },
  'delivery_address.zip': { field: 'zip', key: 'DELIVERY.ZIP_INVALID' },
  'delivery_address.notes': { field: 'addressNotes', key: 'DELIVERY.ADDRESS_NOTES_TOO_LONG' },
  // The whole address missing: the first field to fill is the city.
  delivery_address: { field: 'city', key: 'DELIVERY.CITY_REQUIRED' },
};
