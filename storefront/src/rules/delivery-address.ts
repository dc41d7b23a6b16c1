import { ADDRESS_LIMITS, formatDeliveryAddress as addressOnOneLine, HOUSE_NUMBER_PATTERN, ZIP_PATTERN } from 'shop-rules';

/**
 * The courier's address as the checkout form holds it, its checks (the shop rules' bounds, which the
 * server's order body uses too) and its one-line form for the order pages. Pickup needs none of it.
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
  if (address.addressNotes.trim().length > ADDRESS_LIMITS.notes) errors.addressNotes = 'DELIVERY.ADDRESS_NOTES_TOO_LONG';
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
  return addressOnOneLine({ ...address, houseNumber: address.house_number }, apartmentWord);
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
