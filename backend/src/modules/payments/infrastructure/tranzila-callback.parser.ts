import type { ProviderRequest } from '../application/payment-provider.port';
import { lastFourDigits, parseDecimalAmount, PaymentNotification } from '../domain/payment-notification';
import {
  CARD_TYPE_CODES,
  CRED_TYPE_INSTALLMENTS,
  CRED_TYPE_REGULAR,
  CURRENCY_OF_CODE,
  FRAME_PARAMS,
  NOTIFY_INSTALLMENTS_PARAM,
  NOTIFY_TOKEN_PARAM,
  RESULT_FIELDS,
  RESULT_METHOD_BIT,
} from './tranzila.constants';

export type ProviderFields = Record<string, string>;

const MAX_FIELDS = 200;

function flatten(source: unknown, into: ProviderFields): void {
  if (typeof source !== 'object' || source === null || Array.isArray(source) || Buffer.isBuffer(source)) return;
  for (const [key, value] of Object.entries(source).slice(0, MAX_FIELDS)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') into[key] = first;
    else if (typeof first === 'number' || typeof first === 'boolean') into[key] = String(first);
  }
}

/**
 * One flat map of a provider call: urlencoded or JSON body, then the query string, which wins
 * because it is the notify URL the shop built (order id and token) or a GET callback.
 */
export function providerFields(request: ProviderRequest): ProviderFields {
  const fields: ProviderFields = {};
  flatten(request.body, fields);
  flatten(request.query, fields);
  return fields;
}

/** The field by its provider name; older integrations capitalise some (Sum, Currency, Cardtype). */
function field(fields: ProviderFields, name: string): string | null {
  let value: string | undefined = fields[name];
  if (value === undefined) {
    const key = Object.keys(fields).find((k) => k.toLowerCase() === name.toLowerCase());
    value = key === undefined ? undefined : fields[key];
  }
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The payments the provider says it charged, from `o_cred_type` and `o_npay`: null when neither
 * came, 0 when they do not describe a regular charge or a charge in payments.
 */
export function reportedInstallments(credType: string | null, laterPayments: string | null): number | null {
  if (credType === null && laterPayments === null) return null;
  const later = laterPayments === null ? 0 : /^\d{1,2}$/.test(laterPayments) ? Number(laterPayments) : -1;
  if (later < 0) return 0;
  if (credType === CRED_TYPE_INSTALLMENTS && later >= 1) return later + 1;
  if ((credType === null || credType === CRED_TYPE_REGULAR) && later === 0) return 1;
  return 0;
}

/** Our own count in the notify URL: absent is one payment; anything but a small whole number is no count at all. */
function offeredInstallments(raw: string | null): number {
  if (raw === null) return 1;
  return /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
}

export function parseTranzilaCallback(request: ProviderRequest): PaymentNotification {
  const fields = providerFields(request);
  const cardType = field(fields, RESULT_FIELDS.cardType);
  const currency = field(fields, RESULT_FIELDS.currency);
  return {
    orderId: field(fields, FRAME_PARAMS.orderId),
    token: field(fields, NOTIFY_TOKEN_PARAM),
    responseCode: field(fields, RESULT_FIELDS.response) ?? '',
    transactionIndex: field(fields, RESULT_FIELDS.index),
    authNumber: field(fields, RESULT_FIELDS.authNumber),
    tempref: field(fields, RESULT_FIELDS.tempref),
    amount: parseDecimalAmount(field(fields, RESULT_FIELDS.sum)),
    currency: currency === null ? null : (CURRENCY_OF_CODE[currency] ?? `code ${currency}`),
    cardBrand: cardType === null ? null : (CARD_TYPE_CODES[cardType] ?? cardType),
    cardLast4: lastFourDigits(field(fields, RESULT_FIELDS.cardNumber)),
    installments: reportedInstallments(field(fields, RESULT_FIELDS.credType), field(fields, RESULT_FIELDS.laterPaymentsCount)),
    offeredInstallments: offeredInstallments(field(fields, NOTIFY_INSTALLMENTS_PARAM)),
    bit: field(fields, RESULT_FIELDS.paymentMethod)?.toLowerCase() === RESULT_METHOD_BIT,
  };
}
