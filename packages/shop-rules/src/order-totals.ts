import type { Agorot } from './money';

export interface OrderTotals {
  itemsTotal: Agorot;
  discount: Agorot;
  deliveryFee: Agorot;
  /** What the shopper pays: items, less the discount, plus delivery. */
  total: Agorot;
}

export function orderTotals(parts: { itemsTotal: Agorot; discount: Agorot; deliveryFee: Agorot }): OrderTotals {
  const discount = Math.min(parts.discount, parts.itemsTotal);
  return { itemsTotal: parts.itemsTotal, discount, deliveryFee: parts.deliveryFee, total: parts.itemsTotal - discount + parts.deliveryFee };
}
