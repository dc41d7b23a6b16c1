import { deliveryAddressPieces, toAgorot, toShekels, type AddressPiece, type AddressWords } from 'shop-rules';

/** The address a courier delivers to (the order's delivery_address). */
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

/** What the order view says about its money, delivery and payment (shekels). */
export interface OrderCheckoutFacts {
  total_amount: number;
  payment_method: string;
  items_total?: number | null;
  discount_code?: string | null;
  discount_amount?: number | null;
  delivery_method?: string | null;
  delivery_address?: DeliveryAddress | null;
  delivery_fee?: number | null;
  installments?: number | null;
  paid_with?: string | null;
}

/** The order's lines below its items: items, discount, delivery, total. */
export interface OrderAmountLines {
  itemsTotal: number;
  discount: { code: string | null; amount: number } | null;
  delivery: { method: 'pickup' | 'courier'; fee: number };
  total: number;
}

/**
 * The lines the order's total is made of. An order placed before delivery and discounts existed has
 * neither: its items are its total, picked up in the store.
 */
export function orderAmountLines(order: OrderCheckoutFacts): OrderAmountLines {
  const discountAmount = Number(order.discount_amount ?? 0);
  const deliveryFee = Number(order.delivery_fee ?? 0);
  const itemsTotal = order.items_total ?? toShekels(toAgorot(order.total_amount) + toAgorot(discountAmount) - toAgorot(deliveryFee));
  return {
    itemsTotal: Number(itemsTotal),
    discount: discountAmount > 0 || order.discount_code ? { code: order.discount_code ?? null, amount: discountAmount } : null,
    delivery: { method: order.delivery_method === 'courier' ? 'courier' : 'pickup', fee: deliveryFee },
    total: Number(order.total_amount),
  };
}

/** A message key and its arguments. */
export interface Wording {
  key: string;
  options?: Record<string, unknown>;
}

const D = 'resources.orders.details';
/** The desk's words for how a settled order was paid (also its list column's). */
const PAID = 'resources.orders.paid_with';
const methodKey = (method: string) => `resources.orders.payment_methods.${method}`;

/**
 * How the order was paid, as the desk says it: once settled, what the provider reported (cash, card
 * in one payment, card in N payments, Bit); before, the method chosen and that it is not paid yet.
 */
export function paymentWording(order: OrderCheckoutFacts): Wording {
  const payments = order.installments ?? 1;
  switch (order.paid_with) {
    case 'cash':
    case 'bit':
      return { key: `${PAID}.${order.paid_with}` };
    case 'credit_card':
    case 'installments':
      return payments > 1 ? { key: `${PAID}.installments`, options: { smart_count: payments } } : { key: `${PAID}.credit_card` };
    default:
      return payments > 1
        ? { key: `${D}.installments_chosen`, options: { methodKey: methodKey(order.payment_method), smart_count: payments } }
        : { key: `${D}.not_paid_yet`, options: { methodKey: methodKey(order.payment_method) } };
  }
}

/**
 * The courier's address on one line as checkout and the order's emails write it (the shop rule), in
 * pieces: street and house, entrance, floor, apartment, city and zip, each named in the desk's language;
 * the desk shows each value in its own direction.
 */
export function deliveryAddressPiecesOf(address: DeliveryAddress, words: AddressWords): AddressPiece[] {
  return deliveryAddressPieces(
    {
      street: address.street.trim(),
      houseNumber: address.house_number.trim(),
      entrance: address.entrance,
      floor: address.floor,
      apartment: address.apartment,
      city: address.city.trim(),
      zip: address.zip?.trim(),
    },
    words,
  );
}
