import { type DeliveryMethod, type DiscountRefusal as ServerDiscountRefusal, isDiscountRefusal, toAgorot } from 'shop-rules';

/**
 * The order's lines below the items, as the server's quote prices them (cart, checkout): the discount of
 * an applied code, the delivery, the total, and how much more makes the courier free. Nothing here
 * computes a price: a quote that does not answer what the page shows now is not used.
 */

/** Why the server did not take a code (the quote still answers, without it), or that the page could not ask it. */
export type DiscountRefusal = ServerDiscountRefusal | 'DISCOUNT_CODE_NOT_CHECKED';

export { isDiscountRefusal };

/** The i18n key of a refusal's message in the shopper's language. */
export const discountRefusalKey = (refusal: DiscountRefusal) => `CHECKOUT.DISCOUNT.ERRORS.${refusal}`;

export interface QuoteSummary {
  /** What the quote was asked for: a quote of another delivery or code is not this page's. */
  asked: { deliveryMethod: DeliveryMethod; discountCode: string | null };
  itemsTotal: number;
  discount: { code: string; amount: number } | null;
  discountRefusal: DiscountRefusal | null;
  deliveryMethod: DeliveryMethod;
  deliveryFee: number;
  freeDeliveryFrom: number | null;
  amountToFreeDelivery: number | null;
  courierAvailable: boolean;
  total: number;
  maxInstallments: number;
}

export interface SummaryLines {
  items: number;
  discount: { code: string; amount: number } | null;
  /** Null until the server priced the delivery chosen. */
  delivery: { method: DeliveryMethod; fee: number } | null;
  total: number;
  /** "₪N more for free delivery", when there is a threshold not reached yet. */
  toFreeDelivery: number | null;
}

export interface SummaryAsk {
  itemsTotal: number;
  deliveryMethod: DeliveryMethod;
  discountCode: string | null;
  /** The cart shows the threshold whatever the delivery; checkout only for the courier. */
  freeDeliveryHint: 'always' | 'courier';
}

/** The quote applies when it answers these very items, this delivery and this code. */
export function quoteAnswers(quote: QuoteSummary | null, ask: SummaryAsk): quote is QuoteSummary {
  return (
    quote !== null &&
    toAgorot(quote.itemsTotal) === toAgorot(ask.itemsTotal) &&
    quote.asked.deliveryMethod === ask.deliveryMethod &&
    quote.asked.discountCode === ask.discountCode
  );
}

export function summaryLines(quote: QuoteSummary | null, ask: SummaryAsk): SummaryLines {
  if (!quoteAnswers(quote, ask))
    return { items: ask.itemsTotal, discount: null, delivery: null, total: ask.itemsTotal, toFreeDelivery: null };
  const hint = ask.freeDeliveryHint === 'always' || quote.deliveryMethod === 'courier';
  return {
    items: quote.itemsTotal,
    discount: quote.discount && quote.discount.amount > 0 ? quote.discount : null,
    delivery: { method: quote.deliveryMethod, fee: quote.deliveryFee },
    total: quote.total,
    toFreeDelivery: hint && quote.amountToFreeDelivery !== null && quote.amountToFreeDelivery > 0 ? quote.amountToFreeDelivery : null,
  };
}

/** What the discount-code field says under it. */
export type DiscountFieldStatus =
  { kind: 'none' } | { kind: 'checking' } | { kind: 'applied'; code: string; amount: number } | { kind: 'refused'; key: string };

/**
 * The applied code's fate: checking until a quote of this code answers, then applied (with the saving)
 * or refused by its code; a refusal of the order itself (or Apply on an empty field) wins.
 */
export function discountFieldStatus(
  applied: string | null,
  quote: QuoteSummary | null | undefined,
  quoteState: 'checking' | 'answered' | 'failed',
  ownRefusal: DiscountRefusal | 'REQUIRED' | null,
): DiscountFieldStatus {
  if (ownRefusal) return { kind: 'refused', key: `CHECKOUT.DISCOUNT.ERRORS.${ownRefusal}` };
  if (!applied) return { kind: 'none' };
  if (quoteState === 'failed') return { kind: 'refused', key: discountRefusalKey('DISCOUNT_CODE_NOT_CHECKED') };
  if (quoteState === 'checking' || !quote || quote.asked.discountCode !== applied) return { kind: 'checking' };
  if (quote.discountRefusal) return { kind: 'refused', key: discountRefusalKey(quote.discountRefusal) };
  if (quote.discount) return { kind: 'applied', code: quote.discount.code, amount: quote.discount.amount };
  return { kind: 'refused', key: discountRefusalKey('DISCOUNT_CODE_UNKNOWN') };
}

/**
 * Whether the order carries the code: not when the server refused it (the order would be refused too;
 * the summary shows the total without it), but yes when it could not be checked (the order decides).
 */
export function codeToSend(applied: string | null, status: DiscountFieldStatus): string | null {
  if (!applied) return null;
  return status.kind === 'refused' && status.key !== discountRefusalKey('DISCOUNT_CODE_NOT_CHECKED') ? null : applied;
}
