import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  addToCart,
  addUnitsToCart,
  CART_STORAGE_KEY,
  CartItem,
  CartLineKey,
  cartTotal,
  itemCount,
  parseStoredCart,
  removeFromCart,
  setQuantity,
} from '../rules/cart';

export interface CartState {
  items: CartItem[];
  count: number;
  total: number;
  /** False until the stored cart was read (only in the browser, after the first render). */
  loaded: boolean;
  add: (item: Omit<CartItem, 'quantity'>, units?: number) => void;
  setQuantity: (key: CartLineKey, quantity: number) => void;
  remove: (key: CartLineKey) => void;
  clear: () => void;
  /** Replaces lines with fresher ones (prices and names the server answered). */
  replace: (items: CartItem[]) => void;
}

const CartContext = createContext<CartState | null>(null);

function save(items: CartItem[]): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // storage full or blocked: the cart still works for this page
  }
}

/**
 * The cart lives in localStorage under one key, saved after every change and read after the first
 * render (the server render has no storage). Other tabs' changes arrive through the storage event,
 * so every open tab shows the same cart.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    setItems(parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY)));
    setLoaded(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) setItems(parseStoredCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const change = useCallback((update: (current: CartItem[]) => CartItem[]) => {
    setItems((current) => {
      const next = update(current);
      save(next);
      return next;
    });
  }, []);

  const state = useMemo<CartState>(
    () => ({
      items,
      count: itemCount(items),
      total: cartTotal(items),
      loaded,
      add: (item, units = 1) => change((current) => (units === 1 ? addToCart(current, item) : addUnitsToCart(current, item, units))),
      setQuantity: (key, quantity) => change((current) => setQuantity(current, key, quantity)),
      remove: (key) => change((current) => removeFromCart(current, key)),
      clear: () => change(() => []),
      replace: (next) => change(() => next),
    }),
    [items, loaded, change],
  );

  return <CartContext.Provider value={state}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}
