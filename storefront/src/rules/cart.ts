import { MAX_QUANTITY, MIN_QUANTITY } from 'shop-rules';
import { toAgorot, toShekels } from 'shop-rules';

/** One line of the cart, as the spec stores it in the browser. */
export interface CartItem {
  /** The variant id for a variant line, otherwise the product id. */
  id: number;
  product_id: number;
  name: string;
  price: number;
  image: string | null;
  variant_id?: number;
  variant_name: string;
  quantity: number;
}

/** The browser storage key of the cart (one key, shared by every tab of the shop). */
export const CART_STORAGE_KEY = 'sports-shop.cart';

const sameLine = (a: Pick<CartItem, 'id' | 'variant_id'>, b: Pick<CartItem, 'id' | 'variant_id'>) =>
  a.id === b.id && (a.variant_id ?? null) === (b.variant_id ?? null);

export type CartLineKey = Pick<CartItem, 'id' | 'variant_id'>;

/** Adding a line that exists raises it by one; otherwise a new line with quantity 1. */
export function addToCart(items: CartItem[], item: Omit<CartItem, 'quantity'>): CartItem[] {
  const existing = items.find((line) => sameLine(line, item));
  if (!existing) return [...items, { ...item, quantity: 1 }];
  return items.map((line) => (sameLine(line, item) ? { ...line, ...item, quantity: Math.min(line.quantity + 1, MAX_QUANTITY) } : line));
}

/** Adding from the product page adds one entry per unit of the chosen quantity. */
export function addUnitsToCart(items: CartItem[], item: Omit<CartItem, 'quantity'>, units: number): CartItem[] {
  let next = items;
  for (let i = 0; i < units; i += 1) next = addToCart(next, item);
  return next;
}

/** A quantity of 0 or less removes the line; more than 99 is held at 99. */
export function setQuantity(items: CartItem[], key: CartLineKey, quantity: number): CartItem[] {
  if (quantity < MIN_QUANTITY) return removeFromCart(items, key);
  const bounded = Math.min(Math.floor(quantity), MAX_QUANTITY);
  return items.map((line) => (sameLine(line, key) ? { ...line, quantity: bounded } : line));
}

export function removeFromCart(items: CartItem[], key: CartLineKey): CartItem[] {
  return items.filter((line) => !sameLine(line, key));
}

export function itemCount(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return toShekels(toAgorot(item.price) * item.quantity);
}

export function cartTotal(items: CartItem[]): number {
  return toShekels(items.reduce((sum, line) => sum + toAgorot(line.price) * line.quantity, 0));
}

/** Reads a stored cart, dropping anything that is not a well-formed line (old formats, edited storage). */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((line): CartItem[] => {
    if (typeof line !== 'object' || line === null) return [];
    const l = line as Record<string, unknown>;
    const positive = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
    if (!positive(l.id) || !positive(l.product_id) || !positive(l.quantity)) return [];
    if (typeof l.name !== 'string' || typeof l.price !== 'number' || !(l.price >= 0)) return [];
    return [
      {
        id: l.id as number,
        product_id: l.product_id as number,
        name: l.name,
        price: l.price,
        image: typeof l.image === 'string' ? l.image : null,
        ...(positive(l.variant_id) ? { variant_id: l.variant_id as number } : {}),
        variant_name: typeof l.variant_name === 'string' ? l.variant_name : '',
        quantity: Math.min(l.quantity as number, MAX_QUANTITY),
      },
    ];
  });
}
