import type { Agorot, DeliveryMethod, DeliveryTerms, OrderTotals } from 'shop-rules';
import { amountToFreeDelivery, deliveryFee, orderTotals } from 'shop-rules';

export interface CheckoutTotals extends OrderTotals {
  /** "₪N more for free delivery" (measured on the items after the discount); null: no threshold or no courier. */
  amountToFreeDelivery: Agorot | null;
}

/**
 * The order's money as placing it and quoting it both compute it: the discount comes off the items,
 * the free-delivery threshold is measured on what is left, and the fee is added.
 */
export function checkoutTotals(itemsTotal: Agorot, discount: Agorot, method: DeliveryMethod, terms: DeliveryTerms): CheckoutTotals {
  const itemsAfterDiscount = itemsTotal - Math.min(discount, itemsTotal);
  return {
    ...orderTotals({ itemsTotal, discount, deliveryFee: deliveryFee(method, itemsAfterDiscount, terms) }),
    amountToFreeDelivery: amountToFreeDelivery(itemsAfterDiscount, terms),
  };
}
