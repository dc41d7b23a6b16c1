/**
 * The provider's return addresses (/payment-success..., /payment-error...): the provider sends the card
 * frame there with the result fields in the query string (Tranzila's names: Response, index,
 * ConfirmationCode, sum, currency, orderId echoed; the spec also names Responsemsg, Sum, Currency,
 * transaction_id, auth_number). What they say is for display only: the order's status is the server's.
 */

import { withoutDirectionMarks } from 'shop-rules';

/** The provider's code of an approved charge. */
export const APPROVED_RESPONSE_CODE = '000';

/** Fields whose presence makes an address a provider return (any of them, any letter case). */
const PROVIDER_MARKERS = ['response', 'tempref', 'index', 'confirmationcode', 'transaction_id'];

export interface ProviderCurrency {
  /** As the provider sent it: '1', '978', 'ILS'... */
  code: string;
  /** ISO 4217, when known (for Intl formatting). */
  iso: string | null;
  symbol: string;
}

export interface ProviderReturn {
  outcome: 'success' | 'error';
  orderId: string | null;
  amount: number | null;
  currency: ProviderCurrency;
  transactionId: string | null;
  authNumber: string | null;
  /** Empty when the provider sent none. */
  responseCode: string;
  providerMessage: string | null;
}

/**
 * Provider currency codes: the spec's 1 = ₪, 2 = $, 3 = €, and the provider's ISO numeric codes
 * (978 is the euro as well, 826 the pound: DESIGN departure 6).
 */
const CURRENCIES: Record<string, { iso: string; symbol: string }> = {
  '1': { iso: 'ILS', symbol: '₪' },
  '2': { iso: 'USD', symbol: '$' },
  '3': { iso: 'EUR', symbol: '€' },
  '376': { iso: 'ILS', symbol: '₪' },
  '840': { iso: 'USD', symbol: '$' },
  '978': { iso: 'EUR', symbol: '€' },
  '826': { iso: 'GBP', symbol: '£' },
  ILS: { iso: 'ILS', symbol: '₪' },
  USD: { iso: 'USD', symbol: '$' },
  EUR: { iso: 'EUR', symbol: '€' },
  GBP: { iso: 'GBP', symbol: '£' },
};

/** The shop sells in shekels: no currency field means shekels. */
export function providerCurrency(code: string | null | undefined): ProviderCurrency {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') return { code: '1', ...CURRENCIES['1'] };
  const known = CURRENCIES[trimmed.toUpperCase()];
  return known ? { code: trimmed, ...known } : { code: trimmed, iso: null, symbol: trimmed };
}

export function currencySymbol(code: string | null | undefined): string {
  return providerCurrency(code).symbol;
}

/** An amount the provider reported, with its currency's symbol (Intl for known currencies, as prices are). */
export function formatProviderAmount(amount: number, currency: ProviderCurrency): string {
  if (currency.iso)
    return withoutDirectionMarks(new Intl.NumberFormat('he-IL', { style: 'currency', currency: currency.iso }).format(amount));
  return `${amount.toFixed(2)} ${currency.symbol}`;
}

/** Query fields by lower-case name (the provider and the spec differ in letter case): first non-empty value wins. */
function fieldsOf(search: string | URLSearchParams): Map<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fields = new Map<string, string>();
  for (const [name, value] of params) {
    const key = name.toLowerCase();
    if (!fields.has(key) && value.trim() !== '') fields.set(key, value.trim());
  }
  return fields;
}

function amountOf(raw: string | undefined): number | null {
  if (!raw || !/^\d+(\.\d+)?$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The provider's return data, or null when the address carries none of the provider's markers
 * (such an address is sent home). Success only when the response code is 000.
 */
export function readProviderReturn(search: string | URLSearchParams): ProviderReturn | null {
  const fields = fieldsOf(search);
  if (!PROVIDER_MARKERS.some((marker) => fields.has(marker))) return null;
  const get = (...names: string[]) => names.map((name) => fields.get(name)).find((value) => value !== undefined) ?? null;
  const responseCode = get('response') ?? '';
  return {
    outcome: responseCode === APPROVED_RESPONSE_CODE ? 'success' : 'error',
    orderId: get('orderid'),
    amount: amountOf(get('sum') ?? undefined),
    currency: providerCurrency(get('currency')),
    transactionId: get('index', 'transaction_id', 'tempref'),
    authNumber: get('confirmationcode', 'auth_number'),
    responseCode,
    providerMessage: get('responsemsg'),
  };
}

/**
 * What a response code means, from the provider's table (GET /api/payment/response-codes): a code
 * outside the table is shown as it is, an empty one as the unknown-error text.
 */
export function explainResponseCode(code: string, meanings: Record<string, string>, unknownText: string): string {
  const trimmed = code.trim();
  if (trimmed === '') return unknownText;
  return meanings[trimmed] ?? trimmed;
}

/** The message a return page inside the card frame posts to the payment page. */
export function frameMessageOf(result: ProviderReturn): Record<string, string | null> {
  return {
    type: result.outcome === 'success' ? 'payment_success' : 'payment_error',
    orderId: result.orderId,
    transactionId: result.transactionId,
    responseCode: result.responseCode || null,
  };
}

/** Home, telling it which payment just succeeded (the spec's redirect 3 s after a success outside the frame). */
export function homeAfterPayment(result: ProviderReturn): string {
  const query = new URLSearchParams({ paymentSuccess: 'true' });
  if (result.orderId) query.set('orderId', result.orderId);
  if (result.transactionId) query.set('transactionId', result.transactionId);
  return `/?${query}`;
}

/** 'Try again' outside the frame: the order's payment page, or the checkout when the order is unknown. */
export function tryAgainPath(result: ProviderReturn): string {
  return result.orderId ? `/payment/${encodeURIComponent(result.orderId)}` : '/checkout';
}
