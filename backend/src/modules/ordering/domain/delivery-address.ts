import { formatDeliveryAddress as addressOnOneLine, SHOP_DETAILS } from 'shop-rules';
import type { AddressWords, DeliveryMethod } from 'shop-rules';
import type { DeliveryAddress, Order, OrderDetailsChanges, OrderLanguage } from './order';
import { customerAddressFollowsDeliveryAddress, pickupHasNoDeliveryAddress } from './ordering.errors';

/** The checkout's own words (DELIVERY.*_SHORT in shop-rules' texts), so the order reads as its form did. */
const WORDS: Record<OrderLanguage, { pickup: string; address: AddressWords }> = {
  he: { pickup: 'איסוף עצמי מהחנות', address: { entrance: 'כניסה', floor: 'קומה', apartment: 'דירה' } },
  ru: { pickup: 'Самовывоз из магазина', address: { entrance: 'подъезд', floor: 'этаж', apartment: 'кв.' } },
};

/** "Herzl 12, entrance B, floor 3, apt 5, Haifa 3100000" in the order's language (the notes are shown apart). */
export function formatDeliveryAddress(address: DeliveryAddress, language: OrderLanguage): string {
  return addressOnOneLine(address, (WORDS[language] ?? WORDS.he).address);
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

/**
 * A staff edit of an order's address, so that the order keeps one address: a courier order's
 * customer_address is always its delivery address written out (in the order's language), never typed
 * apart; a pickup order has no delivery address and keeps its free-text customer_address.
 */
export function withOneAddress(order: Pick<Order, 'deliveryMethod' | 'language'>, changes: OrderDetailsChanges): OrderDetailsChanges {
  if (order.deliveryMethod !== 'courier') {
    if (changes.deliveryAddress !== undefined) throw pickupHasNoDeliveryAddress();
    return changes;
  }
  if (changes.customerAddress !== undefined) throw customerAddressFollowsDeliveryAddress();
  if (changes.deliveryAddress === undefined) return changes;
  return { ...changes, customerAddress: customerAddressText('courier', changes.deliveryAddress, order.language) };
}
