import {
  CANCELLATION_FEE_CAP,
  CANCELLATION_FEE_PERCENT,
  CANCELLATION_REASONS,
  type CancellationReason,
  FEE_FREE_REASONS,
  holdsPayment,
  isEmailAddress,
  looksLikeOrderNumber,
  normalizeOrderNumber,
  toShekels,
} from 'shop-rules';

export { CANCELLATION_REASONS, FEE_FREE_REASONS, type CancellationReason };

/**
 * The cancellation page's rules (Consumer Protection Law 14C, DESIGN departure 13): finding the order
 * by its number and the email or phone it was placed with, the shopper's choices, and the request body
 * they become. The server decides what may be cancelled, the fee and the refund; these rules only keep
 * a request the server would refuse for its form from being sent.
 */

export const MAX_REASON_DETAILS = 1000;
/** The law's cap on the fee, as the fee note states it (the server computes the fee itself, by the same rule). */
export const FEE_PERCENT = CANCELLATION_FEE_PERCENT;
export const FEE_LIMIT_SHEKELS = toShekels(CANCELLATION_FEE_CAP);
/** How an order number looks, in the hint and the message of a wrong one. */
export const ORDER_NUMBER_EXAMPLE = 'ORD-1712345678-123';
/** Left-to-right text inside a sentence (U+2066 ... U+2069), as <bdi dir="ltr"> isolates it in markup. */
export const ltrIsolate = (text: string): string => `\u2066${text}\u2069`;
/** A phone as shoppers write it: an optional plus, then digits, spaces, hyphens or parentheses. */
const PHONE_CHARACTERS = /^\+?[\d\s\-()]+$/;
const MIN_PHONE_DIGITS = 9;
const MAX_PHONE_DIGITS = 15;

export type CancelTextKey = `CANCEL_PAGE.${string}`;

/** Step 1: the order number and one field for the order's email or phone. */
export interface FindOrderForm {
  orderNumber: string;
  contact: string;
}
export type FindOrderField = keyof FindOrderForm;
export type FindOrderErrors = Partial<Record<FindOrderField, CancelTextKey>>;
/** In the order the page shows them: the first with a problem takes the cursor. */
export const FIND_ORDER_FIELDS: readonly FindOrderField[] = ['orderNumber', 'contact'];

/** The field holds an email when it has an @, otherwise a phone number (the server compares its digits). */
export function contactOf(text: string): { email: string } | { phone: string } {
  const value = text.trim();
  return value.includes('@') ? { email: value } : { phone: value };
}

export function validateFindOrder(form: FindOrderForm): FindOrderErrors {
  const errors: FindOrderErrors = {};
  const orderNumber = normalizeOrderNumber(form.orderNumber);
  if (!orderNumber) errors.orderNumber = 'CANCEL_PAGE.ORDER_NUMBER_REQUIRED';
  else if (!looksLikeOrderNumber(orderNumber)) errors.orderNumber = 'CANCEL_PAGE.ORDER_NUMBER_INVALID';

  const contact = contactOf(form.contact);
  if ('email' in contact) {
    if (!isEmailAddress(contact.email)) errors.contact = 'CANCEL_PAGE.EMAIL_INVALID';
  } else if (!contact.phone) {
    errors.contact = 'CANCEL_PAGE.CONTACT_REQUIRED';
  } else {
    const digits = contact.phone.replace(/\D/g, '').length;
    if (!PHONE_CHARACTERS.test(contact.phone) || digits < MIN_PHONE_DIGITS || digits > MAX_PHONE_DIGITS)
      errors.contact = 'CANCEL_PAGE.CONTACT_INVALID';
  }
  return errors;
}

/**
 * The form as the address gives it: `?order=` from the tracking page's link, and what a submit before
 * the page's script had started put there (`?order=&contact=`, the inputs' names), so nothing typed is lost.
 */
export function findOrderFormOf(search: URLSearchParams): FindOrderForm {
  return { orderNumber: (search.get('order') ?? '').trim(), contact: (search.get('contact') ?? '').trim() };
}

/** The link from an order to its cancellation page, the order number filled in. */
export function cancelPageSearch(orderNumber: string): string {
  return `?${new URLSearchParams({ order: orderNumber.trim() }).toString()}`;
}

/** One line of the order as the quote shows it. */
export interface CancellableLine {
  id: number;
  name: string;
  variantName: string;
  /** As ordered. */
  quantity: number;
  /** What is left to cancel (ordered less cancelled before). */
  cancellableQuantity: number;
  unitPrice: number;
}

/** The server's answer for the chosen lines: what would be refunded, the fee and until when. */
export interface CancellationQuote {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  lines: CancellableLine[];
  wholeOrder: boolean;
  /** The chosen goods' value after the order's discount. */
  goodsAmount: number;
  /** Delivery given back (the whole order before it left the shop, or a late or missing delivery). */
  deliveryAmount: number;
  fee: number;
  refundAmount: number;
  /** ISO; null while the order has not reached the shopper (the period has not started). */
  deadline: string | null;
  period: 'standard' | 'extended';
}

/** The request the shop received (POST /api/cancellations). */
export interface CancellationReceipt {
  requestNumber: string;
  orderNumber: string;
  goodsAmount: number;
  deliveryAmount: number;
  fee: number;
  refundAmount: number;
  createdAt: string;
}

/**
 * Only an order whose money the shop holds may be cancelled line by line; an unpaid one only as a
 * whole (nothing to refund).
 */
export const canChooseLines = (quote: Pick<CancellationQuote, 'paymentStatus'>): boolean => holdsPayment(quote.paymentStatus);

/** Step 2: which lines (and how many of each), why, and the statement for the longer period. */
export interface LineChoice {
  chosen: boolean;
  quantity: number;
}
export interface CancelChoices {
  lines: Record<number, LineChoice>;
  reason: CancellationReason | null;
  details: string;
  longerPeriod: boolean;
}
export type ChoiceField = 'lines' | 'reason' | 'details';
export type ChoiceErrors = Partial<Record<ChoiceField, CancelTextKey>>;
export const CHOICE_FIELDS: readonly ChoiceField[] = ['lines', 'reason', 'details'];

/** The whole order (what is left of it) is chosen to start with. */
export function initialChoices(quote: CancellationQuote, longerPeriod = false): CancelChoices {
  const lines: Record<number, LineChoice> = {};
  for (const line of quote.lines) {
    if (line.cancellableQuantity > 0) lines[line.id] = { chosen: true, quantity: line.cancellableQuantity };
  }
  return { lines, reason: null, details: '', longerPeriod };
}

/** The lines chosen, each with a quantity inside what can be cancelled. */
export function chosenLines(quote: CancellationQuote, choices: CancelChoices): { item_id: number; quantity: number }[] {
  return quote.lines.flatMap((line) => {
    const choice = choices.lines[line.id];
    if (!choice?.chosen || line.cancellableQuantity < 1) return [];
    const quantity = Math.min(Math.max(1, Math.trunc(choice.quantity) || 1), line.cancellableQuantity);
    return [{ item_id: line.id, quantity }];
  });
}

/** Every unit still cancellable is chosen: the request is for the whole order. */
export function isWholeOrder(quote: CancellationQuote, choices: CancelChoices): boolean {
  const chosen = new Map(chosenLines(quote, choices).map((line) => [line.item_id, line.quantity]));
  return quote.lines.every((line) => line.cancellableQuantity < 1 || chosen.get(line.id) === line.cancellableQuantity);
}

/**
 * Problems of the choices. `submit`: the reason is needed only to send the request (the quote without
 * one prices the fee as for a change of mind).
 */
export function validateChoices(quote: CancellationQuote, choices: CancelChoices, submit: boolean): ChoiceErrors {
  const errors: ChoiceErrors = {};
  if (canChooseLines(quote) && chosenLines(quote, choices).length === 0) errors.lines = 'CANCEL_PAGE.LINES_REQUIRED';
  if (submit && !choices.reason) errors.reason = 'CANCEL_PAGE.REASON_REQUIRED';
  const details = choices.details.trim();
  if (choices.reason === 'other' && submit && !details) errors.details = 'CANCEL_PAGE.DETAILS_REQUIRED';
  else if (choices.reason === 'other' && details.length > MAX_REASON_DETAILS) errors.details = 'CANCEL_PAGE.DETAILS_TOO_LONG';
  return errors;
}

/** The body of both calls (quote and request), as the API reads it. */
export interface CancellationBody {
  order_number: string;
  email?: string;
  phone?: string;
  lines?: { item_id: number; quantity: number }[];
  reason?: CancellationReason;
  longer_period_statement: boolean;
  reason_details?: string;
}

/** Step 1's question: the whole order (what is left of it), with the longer period when the shopper stated it. */
export function findOrderBody(form: FindOrderForm, longerPeriod = false): CancellationBody {
  return { order_number: normalizeOrderNumber(form.orderNumber), ...contactOf(form.contact), longer_period_statement: longerPeriod };
}

/**
 * The request from the choices: `lines` left out when every cancellable unit is chosen (the whole
 * order) or when the order may only be cancelled whole; the details only with the reason "other".
 */
export function cancellationBody(form: FindOrderForm, quote: CancellationQuote, choices: CancelChoices): CancellationBody {
  const body = findOrderBody(form, choices.longerPeriod);
  if (canChooseLines(quote) && !isWholeOrder(quote, choices)) body.lines = chosenLines(quote, choices);
  if (choices.reason) body.reason = choices.reason;
  const details = choices.details.trim();
  if (choices.reason === 'other' && details) body.reason_details = details;
  return body;
}

/** The quote's question for the choices: the request without the free text, which changes no amount. */
export function quoteBody(form: FindOrderForm, quote: CancellationQuote, choices: CancelChoices): CancellationBody {
  const { reason_details: _details, ...body } = cancellationBody(form, quote, choices);
  return body;
}

/**
 * How a reason changes the amounts: a fee or none, and a late or missing delivery also gives the
 * delivery back. Reasons of one class get the same amounts.
 */
function amountsClass(reason: CancellationReason | undefined): 'fee' | 'no-fee' | 'no-fee-delivery-back' {
  if (reason === 'late_or_missing') return 'no-fee-delivery-back';
  return reason && FEE_FREE_REASONS.includes(reason) ? 'no-fee' : 'fee';
}

/**
 * Two questions with the same key get the same amounts, so moving between reasons of one class (a
 * defect, goods unlike their description) asks the server nothing: its calls are rate-limited.
 */
export function quoteKey(body: CancellationBody): string {
  const { reason, reason_details: _details, ...rest } = body;
  return JSON.stringify({ ...rest, lines: rest.lines ?? 'whole', amounts: amountsClass(reason) });
}

/** The one line under the fee that says why it is what it is. */
export function feeNoteKey(quote: Pick<CancellationQuote, 'paymentStatus'>, reason: CancellationReason | null): CancelTextKey {
  if (!canChooseLines(quote)) return 'CANCEL_PAGE.FEE_NOTHING_PAID';
  if (reason && FEE_FREE_REASONS.includes(reason)) return 'CANCEL_PAGE.FEE_NONE_REASON';
  return 'CANCEL_PAGE.FEE_RULE';
}

/** The reasons' labels, in the order the page lists them. */
export const REASON_LABEL: Record<CancellationReason, CancelTextKey> = {
  changed_mind: 'CANCEL_PAGE.REASON_CHANGED_MIND',
  defect: 'CANCEL_PAGE.REASON_DEFECT',
  not_as_described: 'CANCEL_PAGE.REASON_NOT_AS_DESCRIBED',
  late_or_missing: 'CANCEL_PAGE.REASON_LATE_OR_MISSING',
  other: 'CANCEL_PAGE.REASON_OTHER',
};

/** The last day to cancel, as a date on the store's clock in the page's language; '' for a bad value. */
export function deadlineText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Jerusalem' }).format(date);
}
