import { SHOP_DETAILS } from 'shop-rules';
import type { DeliveryMethod } from 'shop-rules';
import type { DeliveryAddress, OrderLanguage } from './order';

/** A house number as Israelis write it: digits, maybe a letter (12א, 12B), maybe a slash entrance (12/3). */
export const HOUSE_NUMBER_PATTERN = /^\d{1,5}\p{L}?(\/\d{1,4}\p{L}?)?$/u;
/** The mikud: exactly seven digits. */
export const ZIP_PATTERN = /^\d{7}$/;

export const ADDRESS_LIMITS = { city: [2, 100], street: [2, 120], houseNumber: [1, 10], apartment: 10, notes: 300 } as const;

const WORDS: Record<OrderLanguage, { pickup: string; apartment: string }> = {
  he: { pickup: 'איסוף עצמי מהחנות', apartment: 'דירה' },
  ru: { pickup: 'Самовывоз из магазина', apartment: 'кв.' },
};

/** "Herzl 12/3, apt 4, Rishon LeZion 7525101" in the order's language (the notes are shown apart). */
export function formatDeliveryAddress(address: DeliveryAddress, language: OrderLanguage): string {
  const words = WORDS[language] ?? WORDS.he;
  const parts = [`${address.street} ${address.houseNumber}`];
  if (address.apartment) parts.push(`${words.apartment} ${address.apartment}`);
  parts.push(address.zip ? `${address.city} ${address.zip}` : address.city);
  return parts.join(', ');
}

/**
 * The spec's `customer_address`, which its clients still read: the store's address for pickup, the
 * formatted delivery address for a courier.
 */
export function customerAddressText(method: DeliveryMethod, address: DeliveryAddress | null, language: OrderLanguage): string {
  if (method === 'courier' && address) return formatDeliveryAddress(address, language);
  const words = WORDS[language] ?? WORDS.he;
  return `${words.pickup}: ${SHOP_DETAILS.address[language].join(', ')}`;
}
