import { formatShekelsWithSign, SHOP_DETAILS } from 'shop-rules';
import { he } from 'shop-rules/texts/he';
import { ru } from 'shop-rules/texts/ru';
import { formatDeliveryAddress } from '../domain/delivery-address';
import type { Order, OrderLanguage } from '../domain/order';

/** The shop's texts for an order's money and delivery lines (one source with the storefront). */
export const ORDER_LINE_TEXTS: Record<OrderLanguage, typeof he.ORDER_LINES> = { he: he.ORDER_LINES, ru: ru.ORDER_LINES };

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The lines between the items and the total in every order email: the items total, the discount
 * with its code, and the delivery with its fee (or free); then where the order goes.
 */
export function orderSummaryLines(order: Order): { money: string[]; where: { title: string; lines: string[] } } {
  const t = ORDER_LINE_TEXTS[order.language] ?? ORDER_LINE_TEXTS.he;
  const money = [`${t.ITEMS_TOTAL}: ${formatShekelsWithSign(order.itemsTotal)}`];
  if (order.discountAmount > 0 && order.discountCode) {
    money.push(`${fill(t.DISCOUNT, { code: order.discountCode })}: −${formatShekelsWithSign(order.discountAmount)}`);
  }
  const method = order.deliveryMethod === 'courier' ? t.DELIVERY_COURIER : t.DELIVERY_PICKUP;
  money.push(`${method}: ${order.deliveryFee > 0 ? formatShekelsWithSign(order.deliveryFee) : t.FREE}`);
  if (order.deliveryMethod === 'courier' && order.deliveryAddress) {
    const lines = [formatDeliveryAddress(order.deliveryAddress, order.language)];
    if (order.deliveryAddress.notes) lines.push(`${t.COURIER_NOTES}: ${order.deliveryAddress.notes}`);
    return { money, where: { title: t.DELIVERY_ADDRESS, lines } };
  }
  return { money, where: { title: t.PICKUP_ADDRESS, lines: [SHOP_DETAILS.address[order.language].join(', ')] } };
}
