import {
  deliveryAddressPieces,
  deliveryAddressProblems,
  formatDeliveryAddress as addressOnOneLine,
  type AddressPiece,
  type AddressProblem,
  type AddressWords,
} from 'shop-rules';

/**
 * The courier's address as the checkout form holds it, its checks (the shop rules' bounds, which the
 * server's order body uses too) and its one-line form for the order pages. Pickup needs none of it.
 */
export interface DeliveryAddressForm {
  city: string;
  street: string;
  houseNumber: string;
  entrance: string;
  floor: string;
  apartment: string;
  zip: string;
  addressNotes: string;
}

export type DeliveryAddressField = keyof DeliveryAddressForm;
export const DELIVERY_ADDRESS_FIELDS: readonly DeliveryAddressField[] = [
  'city',
  'street',
  'houseNumber',
  'entrance',
  'floor',
  'apartment',
  'zip',
  'addressNotes',
];

export const EMPTY_DELIVERY_ADDRESS: DeliveryAddressForm = {
  city: '',
  street: '',
  houseNumber: '',
  entrance: '',
  floor: '',
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
  | 'DELIVERY.ENTRANCE_INVALID'
  | 'DELIVERY.FLOOR_INVALID'
  | 'DELIVERY.APARTMENT_INVALID'
  | 'DELIVERY.ZIP_INVALID'
  | 'DELIVERY.ADDRESS_NOTES_TOO_LONG';

const ERROR_KEYS: Record<DeliveryAddressField, Record<AddressProblem, DeliveryAddressErrorKey>> = {
  city: { required: 'DELIVERY.CITY_REQUIRED', invalid: 'DELIVERY.CITY_INVALID' },
  street: { required: 'DELIVERY.STREET_REQUIRED', invalid: 'DELIVERY.STREET_INVALID' },
  houseNumber: { required: 'DELIVERY.HOUSE_NUMBER_REQUIRED', invalid: 'DELIVERY.HOUSE_NUMBER_INVALID' },
  entrance: { required: 'DELIVERY.ENTRANCE_INVALID', invalid: 'DELIVERY.ENTRANCE_INVALID' },
  floor: { required: 'DELIVERY.FLOOR_INVALID', invalid: 'DELIVERY.FLOOR_INVALID' },
  apartment: { required: 'DELIVERY.APARTMENT_INVALID', invalid: 'DELIVERY.APARTMENT_INVALID' },
  zip: { required: 'DELIVERY.ZIP_INVALID', invalid: 'DELIVERY.ZIP_INVALID' },
  addressNotes: { required: 'DELIVERY.ADDRESS_NOTES_TOO_LONG', invalid: 'DELIVERY.ADDRESS_NOTES_TOO_LONG' },
};

/** Every problem of the address, whether or not the shopper has reached the field yet (the shop rule). */
export function validateDeliveryAddress(address: DeliveryAddressForm): Partial<Record<DeliveryAddressField, DeliveryAddressErrorKey>> {
  const problems = deliveryAddressProblems({ ...address, notes: address.addressNotes });
  const errors: Partial<Record<DeliveryAddressField, DeliveryAddressErrorKey>> = {};
  for (const field of DELIVERY_ADDRESS_FIELDS) {
    const problem = problems[field === 'addressNotes' ? 'notes' : field];
    if (problem) errors[field] = ERROR_KEYS[field][problem];
  }
  return errors;
}

/** The address as the order body sends it (snake_case, optional parts left out when empty). */
export interface DeliveryAddress {
  city: string;
  street: string;
  house_number: string;
  entrance?: string | null;
  floor?: string | null;
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
    ...(optional(form.entrance) ? { entrance: optional(form.entrance) } : {}),
    ...(optional(form.floor) ? { floor: optional(form.floor) } : {}),
    ...(optional(form.apartment) ? { apartment: optional(form.apartment) } : {}),
    ...(optional(form.zip) ? { zip: optional(form.zip) } : {}),
    ...(optional(form.addressNotes) ? { notes: optional(form.addressNotes) } : {}),
  };
}

/** The texts that name the entrance, the floor and the apartment on the address's one line. */
export const ADDRESS_WORD_KEYS = {
  entrance: 'DELIVERY.ENTRANCE_SHORT',
  floor: 'DELIVERY.FLOOR_SHORT',
  apartment: 'DELIVERY.APARTMENT_SHORT',
} as const;

/** The page's words for the address's parts, through its texts. */
export function addressWordsOf(text: (key: (typeof ADDRESS_WORD_KEYS)[keyof AddressWords]) => string): AddressWords {
  return { entrance: text(ADDRESS_WORD_KEYS.entrance), floor: text(ADDRESS_WORD_KEYS.floor), apartment: text(ADDRESS_WORD_KEYS.apartment) };
}

/**
 * "Herzl 12, entrance B, floor 3, apt. 4, Tel Aviv 6100000": the address on one line, its parts named in
 * the page's language. Notes are not part of it (they are shown apart).
 */
export function formatDeliveryAddress(address: DeliveryAddress, words: AddressWords): string {
  return addressOnOneLine({ ...address, houseNumber: address.house_number }, words);
}

/** The same line in pieces, for a page that shows each value in its own direction. */
export function addressPiecesOf(address: DeliveryAddress, words: AddressWords): AddressPiece[] {
  return deliveryAddressPieces({ ...address, houseNumber: address.house_number }, words);
}

/** The server's names of the address fields (`delivery_address.city`...) as the form's. */
export const SERVER_ADDRESS_FIELDS: Record<string, { field: DeliveryAddressField; key: DeliveryAddressErrorKey }> = {
  'delivery_address.city': { field: 'city', key: 'DELIVERY.CITY_INVALID' },
  'delivery_address.street': { field: 'street', key: 'DELIVERY.STREET_INVALID' },
  'delivery_address.house_number': { field: 'houseNumber', key: 'DELIVERY.HOUSE_NUMBER_INVALID' },
  'delivery_address.entrance': { field: 'entrance', key: 'DELIVERY.ENTRANCE_INVALID' },
  'delivery_address.floor': { field: 'floor', key: 'DELIVERY.FLOOR_INVALID' },
  'delivery_address.apartment': { field: 'apartment', key: 'DELIVERY.APARTMENT_INVALID' },
  'delivery_address.zip': { field: 'zip', key: 'DELIVERY.ZIP_INVALID' },
  'delivery_address.notes': { field: 'addressNotes', key: 'DELIVERY.ADDRESS_NOTES_TOO_LONG' },
  // The whole address missing: the first field to fill is the city.
  delivery_address: { field: 'city', key: 'DELIVERY.CITY_REQUIRED' },
};
