import type { Schemas } from '../api/wire';
import type { QuoteSummary } from './checkout-summary';
import { CartItem, cartTotal, itemCount, lineTotal } from './cart';
import { toAgorot, toShekels } from 'shop-rules';
import { MAX_QUANTITY } from 'shop-rules';

/**
 * The cart checked against the server before checkout: each line's current price and stock, lines that
 * cannot be ordered marked with why, and the total the server will charge.
 */

/** The server's reasons a line cannot be ordered as it is (place-order and quote codes), as the API declares them. */
export type LineProblemCode = NonNullable<Schemas['QuotedLineResponseDto']['problem']>;

/** What the shopper is told: sold out (or only some left), no longer sold, the option is gone, a bad quantity. */
export type LineProblem =
  | { kind: 'OUT_OF_STOCK'; available: number | null }
  | { kind: 'NOT_SOLD' }
  | { kind: 'VARIANT_UNAVAILABLE' }
  | { kind: 'INVALID_QUANTITY' };

/** One line of the server's quote, in the order the cart's lines were sent. */
export interface QuotedLine {
  name: string;
  variant_name: string;
  image: string | null;
  quantity: number;
  /** Null when the line cannot be priced (no longer sold). */
  unit_price: number | null;
  total_price: number | null;
  /** Units left of what the line draws on; null when unknown. */
  available: number | null;
  problem: LineProblemCode | null;
}

export interface CartQuote {
  /** The cart lines this quote answers (cartQuoteKey), so an answer for an older cart is not applied. */
  key: string;
  lines: QuotedLine[];
  /** What the server charges for the lines that can be ordered as they are. */
  total_amount: number;
  /** The discount, the delivery and the total below the lines (absent from a quote of the lines alone). */
  summary?: QuoteSummary;
}

export interface CheckedLine {
  item: CartItem;
  unit_price: number;
  /** Null when the line is not part of the total. */
  line_total: number | null;
  problem: LineProblem | null;
  /** The price the shopper saw before, when the server's is different. */
  price_was: number | null;
  /** Highest quantity the plus button may reach. */
  max_quantity: number;
}

export interface CartCheck {
  lines: CheckedLine[];
  total: number;
  count: number;
  /** True when a quote answered this very cart. */
  checked: boolean;
  /** No line has a known problem. */
  orderable: boolean;
}

export const lineKey = (item: Pick<CartItem, 'id' | 'variant_id'>) => `${item.id}:${item.variant_id ?? ''}`;

/** What a quote depends on: which lines, with which quantities (not names or prices). */
export function cartQuoteKey(items: readonly CartItem[]): string {
  return items.map((item) => `${item.product_id}/${lineKey(item)}x${item.quantity}`).join(',');
}

export function problemOf(code: LineProblemCode, available: number | null = null): LineProblem {
  switch (code) {
    case 'OUT_OF_STOCK':
      return { kind: 'OUT_OF_STOCK', available: available === null ? null : Math.max(available, 0) };
    case 'VARIANT_REQUIRED':
    case 'VARIANT_NOT_FOUND':
    case 'VARIANT_NOT_AVAILABLE':
      return { kind: 'VARIANT_UNAVAILABLE' };
    case 'INVALID_QUANTITY':
      return { kind: 'INVALID_QUANTITY' };
    default:
      return { kind: 'NOT_SOLD' };
  }
}

/** The i18n key and values of a problem's message. */
export function problemMessage(problem: LineProblem): { key: string; values?: Record<string, number> } {
  switch (problem.kind) {
    case 'OUT_OF_STOCK':
      return problem.available ? { key: 'CART.ONLY_LEFT', values: { count: problem.available } } : { key: 'CART.OUT_OF_STOCK' };
    case 'NOT_SOLD':
      return { key: 'CART.NOT_SOLD' };
    case 'VARIANT_UNAVAILABLE':
      return { key: 'CART.VARIANT_UNAVAILABLE' };
    case 'INVALID_QUANTITY':
      return { key: 'CART.QUANTITY_INVALID' };
  }
}

/**
 * The cart as it stands: with a quote of this very cart, the server's prices, problems and total;
 * otherwise the stored prices (until the quote comes). `noticed` keeps the prices seen before the cart
 * took the server's, so a changed price stays marked after the refresh.
 */
export function checkCart(
  items: readonly CartItem[],
  quote: CartQuote | null,
  noticed: ReadonlyMap<string, number> = new Map(),
): CartCheck {
  const applies = quote !== null && quote.key === cartQuoteKey(items) && quote.lines.length === items.length;
  if (!applies) {
    const lines = items.map((item) => ({
      item,
      unit_price: item.price,
      line_total: lineTotal(item),
      problem: null,
      price_was: null,
      max_quantity: MAX_QUANTITY,
    }));
    return { lines, total: cartTotal([...items]), count: itemCount([...items]), checked: false, orderable: true };
  }
  const lines = items.map((item, index): CheckedLine => {
    const quoted = quote.lines[index];
    const unit = quoted.unit_price ?? item.price;
    const before = noticed.get(lineKey(item)) ?? item.price;
    const stock = quoted.available ?? MAX_QUANTITY;
    return {
      item,
      unit_price: unit,
      line_total: quoted.problem ? null : (quoted.total_price ?? lineTotal({ price: unit, quantity: item.quantity })),
      problem: quoted.problem ? problemOf(quoted.problem, quoted.available) : null,
      price_was: quoted.unit_price !== null && toAgorot(before) !== toAgorot(quoted.unit_price) ? before : null,
      max_quantity: Math.max(1, Math.min(MAX_QUANTITY, stock)),
    };
  });
  return {
    lines,
    total: quote.total_amount,
    count: itemCount([...items]),
    checked: true,
    orderable: lines.every((line) => line.problem === null),
  };
}

/** The cart with the server's current names, pictures and prices (lines it cannot price keep theirs). */
export function refreshedCart(items: readonly CartItem[], quote: CartQuote): CartItem[] {
  if (quote.key !== cartQuoteKey(items) || quote.lines.length !== items.length) return [...items];
  return items.map((item, index) => {
    const quoted = quote.lines[index];
    if (quoted.unit_price === null) return item;
    return {
      ...item,
      name: quoted.name || item.name,
      variant_name: quoted.variant_name,
      image: quoted.image ?? item.image,
      price: quoted.unit_price,
    };
  });
}

/** Whether refreshing changes anything the cart stores (so an unchanged cart is not written again). */
export function cartDiffers(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return a.length !== b.length || a.some((item, i) => JSON.stringify(item) !== JSON.stringify(b[i]));
}

/** Prices seen before a quote, for the lines whose price the quote changes (added to those noticed earlier). */
export function noticePriceChanges(
  items: readonly CartItem[],
  quote: CartQuote,
  noticed: ReadonlyMap<string, number>,
): Map<string, number> {
  const next = new Map(noticed);
  if (quote.key !== cartQuoteKey(items)) return next;
  items.forEach((item, index) => {
    const unit = quote.lines[index]?.unit_price;
    if (unit !== null && unit !== undefined && toAgorot(unit) !== toAgorot(item.price) && !next.has(lineKey(item)))
      next.set(lineKey(item), item.price);
  });
  return next;
}

/**
 * A refused order's lines (`items.N.field` in the server's errors) as problems of the cart's lines.
 * `sent` maps each sent line to its cart line (lines without an id are not sent).
 */
export function problemsFromRefusal(code: string, errors: readonly { field: string }[], sent: readonly number[]): Map<number, LineProblem> {
  const problems = new Map<number, LineProblem>();
  for (const { field } of errors) {
    const match = /^items\.(\d+)\.(\w+)$/.exec(field);
    if (!match) continue;
    const cartIndex = sent[Number(match[1])];
    if (cartIndex === undefined) continue;
    const part = match[2];
    let problem: LineProblem;
    if (code === 'OUT_OF_STOCK') problem = { kind: 'OUT_OF_STOCK', available: null };
    else if (part === 'variant_id') problem = { kind: 'VARIANT_UNAVAILABLE' };
    else if (part === 'quantity') problem = { kind: 'INVALID_QUANTITY' };
    else problem = { kind: 'NOT_SOLD' };
    problems.set(cartIndex, problem);
  }
  return problems;
}

/** The check with a refused order's problems on its lines (they leave the total). */
export function withRefusal(check: CartCheck, problems: ReadonlyMap<number, LineProblem>): CartCheck {
  if (problems.size === 0) return check;
  const lines = check.lines.map((line, index) => {
    const problem = problems.get(index);
    return problem ? { ...line, problem: line.problem ?? problem, line_total: null } : line;
  });
  const total = toShekels(lines.reduce((sum, line) => sum + (line.line_total === null ? 0 : toAgorot(line.line_total)), 0));
  return { ...check, lines, total, orderable: false };
}
