import { formatDeliveryAddress as addressOnOneLine, SHOP_DETAILS } from 'shop-rules';
import type { DeliveryMethod } from 'shop-rules';
import type { DeliveryAddress, Order, OrderDetailsChanges, OrderLanguage } from './order';
import { customerAddressFollowsDeliveryAddress, pickupHasNoDeliveryAddress } from './ordering.errors';

const WORDS: Record<OrderLanguage, { pickup: string; apartment: string }> = {
  he: { pickup: 'איסוף עצמי מהחנות', apartment: 'דירה' },
  ru: { pickup: 'Самовывоз из магазина', apartment: 'кв.' },
};

/** "Herzl 12/3, apt 4, Rishon LeZion 7525101" in the order's language (the notes are shown apart). */
export function formatDeliveryAddress(address: DeliveryAddress, language: OrderLanguage): string {
  return addressOnOneLine(address, (WORDS[language] ?? WORDS.he).apartment);
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
