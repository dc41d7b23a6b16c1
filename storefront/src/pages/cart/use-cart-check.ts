import { useCallback, useEffect, useRef, useState } from 'react';
import { QuoteAsk, quoteCart } from '../../api/quote';
import { useLanguage } from '../../app/language-context';
import { useCart } from '../../cart/cart-store';
import { CartCheck, cartDiffers, CartQuote, cartQuoteKey, checkCart, noticePriceChanges, refreshedCart } from '../../rules/cart-check';

export type CartCheckState = 'idle' | 'checking' | 'checked' | 'failed';

/** Quantity clicks in a row make one quote. */
const QUOTE_DELAY_MS = 250;

/**
 * The cart checked against the server (cart page and checkout): the server's quote of this very cart,
 * its prices written back to the stored cart, changed prices and problem lines marked. The cart lives
 * in the browser only, so the quote is asked for in an effect, not by a route loader.
 */
export function useCartCheck(ask: QuoteAsk = { deliveryMethod: 'pickup', discountCode: null }): {
  check: CartCheck;
  /** The last quote of this cart (its delivery and code lines, when it answers what the page asks now). */
  quote: CartQuote | null;
  state: CartCheckState;
  /** Whether the delivery and code now asked are priced yet (the lines may be checked by an earlier quote). */
  summaryState: 'checking' | 'answered' | 'failed';
  recheck: () => void;
} {
  const cart = useCart();
  const language = useLanguage();
  const [quote, setQuote] = useState<CartQuote | null>(null);
  const [noticed, setNoticed] = useState<Map<string, number>>(() => new Map());
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const items = useRef(cart.items);
  items.current = cart.items;
  // The store's functions change with every cart change; the quote depends on the lines only.
  const replace = useRef(cart.replace);
  replace.current = cart.replace;
  const key = cartQuoteKey(cart.items);
  const { deliveryMethod, discountCode, customerEmail = null } = ask;
  const askKey = `${key}|${deliveryMethod}|${discountCode ?? ''}`;

  useEffect(() => {
    if (!cart.loaded || items.current.length === 0) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const asked = items.current;
      quoteCart(asked, language, { deliveryMethod, discountCode, customerEmail }, controller.signal)
        .then((answer) => {
          const current = items.current;
          if (answer.key !== cartQuoteKey(current)) return; // the cart moved on; its own quote is coming
          setNoticed((earlier) => noticePriceChanges(current, answer, earlier));
          setQuote(answer);
          setFailedKey(null);
          const refreshed = refreshedCart(current, answer);
          if (cartDiffers(current, refreshed)) replace.current(refreshed);
        })
        .catch((error: Error) => {
          if (error.name !== 'AbortError') setFailedKey(`${cartQuoteKey(asked)}|${deliveryMethod}|${discountCode ?? ''}`);
        });
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [cart.loaded, key, language, round, deliveryMethod, discountCode, customerEmail]);

  const recheck = useCallback(() => setRound((n) => n + 1), []);
  const check = checkCart(cart.items, quote, noticed);
  const state: CartCheckState =
    !cart.loaded || cart.items.length === 0 ? 'idle' : check.checked ? 'checked' : failedKey?.startsWith(`${key}|`) ? 'failed' : 'checking';
  const summary = quote?.key === key ? quote.summary : undefined;
  const summaryState =
    summary && summary.asked.deliveryMethod === deliveryMethod && summary.asked.discountCode === discountCode
      ? 'answered'
      : failedKey === askKey
        ? 'failed'
        : 'checking';
  return { check, quote, state, summaryState, recheck };
}
