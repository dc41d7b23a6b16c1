import type { Agorot } from './money';

/** Store pickup (free, the default) or a courier to the shopper's door. */
export const DELIVERY_METHODS = ['pickup', 'courier'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const isDeliveryMethod = (value: unknown): value is DeliveryMethod => DELIVERY_METHODS.includes(value as DeliveryMethod);

/** What staff set in the shop settings. */
export interface DeliveryTerms {
  courierEnabled: boolean;
  courierFee: Agorot;
  /** From this items total (after the discount) the courier is free; null: never free. */
  freeDeliveryFrom: Agorot | null;
}

/**
 * The stated rule: the free-delivery threshold is measured on the items after the discount, so a
 * code cannot both lower the price and keep a delivery the shopper no longer pays enough for.
 */
export function deliveryFee(method: DeliveryMethod, itemsAfterDiscount: Agorot, terms: DeliveryTerms): Agorot {
  if (method === 'pickup') return 0;
  if (terms.freeDeliveryFrom !== null && itemsAfterDiscount >= terms.freeDeliveryFrom) return 0;
  return terms.courierFee;
}

/** "₪N more for free delivery": null when there is no threshold or no courier; 0 once reached. */
export function amountToFreeDelivery(itemsAfterDiscount: Agorot, terms: DeliveryTerms): Agorot | null {
  if (!terms.courierEnabled || terms.freeDeliveryFrom === null) return null;
  return Math.max(0, terms.freeDeliveryFrom - itemsAfterDiscount);
}
