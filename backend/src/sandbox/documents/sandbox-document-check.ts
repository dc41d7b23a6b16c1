import { toAgorot } from 'shop-rules';
import type { Agorot } from 'shop-rules';
import {
  MORNING_CURRENCY,
  MORNING_DISCOUNT_TYPE_SUM,
  MORNING_DOCUMENT_TYPE,
  MORNING_LANGUAGES,
  MORNING_PAYMENT_TYPE,
  MORNING_VAT_TYPE_PRICE_INCLUDES_VAT,
} from '../../modules/documents/infrastructure/morning.constants';

/** A document request the sandbox accepted, in agorot. */
export interface SandboxDocumentRequest {
  type: number;
  date: string;
  lang: string;
  client: { name: string; emails: string[]; phone: string; address: string };
  income: Array<{ description: string; quantity: number; price: Agorot }>;
  discount: Agorot;
  payment: Array<{ type: number; price: Agorot; numPayments: number }>;
  remarks: string;
  linkedDocumentIds: string[];
  custom: string | null;
  /** The income less the discount. */
  total: Agorot;
}

type Checked = { ok: true; request: SandboxDocumentRequest } | { ok: false; error: string };

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * What the sandbox checks of `POST /documents`, as a provider would refuse it: the types, language,
 * currency and VAT type the shop uses, named lines with whole quantities and prices to the agora, and
 * for an invoice-receipt payments that add up to its total (to the agora).
 */
export function checkSandboxDocument(body: unknown): Checked {
  const input = record(body);
  if (!input) return { ok: false, error: 'The body must be a JSON object' };
  const type = input.type;
  if (type !== MORNING_DOCUMENT_TYPE.invoice_receipt && type !== MORNING_DOCUMENT_TYPE.credit_note) {
    return {
      ok: false,
      error: `type must be ${MORNING_DOCUMENT_TYPE.invoice_receipt} or ${MORNING_DOCUMENT_TYPE.credit_note} in the sandbox`,
    };
  }
  const date = textOf(input.date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, error: 'date must be YYYY-MM-DD' };
  const lang = textOf(input.lang);
  if (!(MORNING_LANGUAGES as readonly string[]).includes(lang))
    return { ok: false, error: `lang must be one of ${MORNING_LANGUAGES.join(', ')}` };
  if (input.currency !== MORNING_CURRENCY) return { ok: false, error: `currency must be ${MORNING_CURRENCY}` };
  if (input.vatType !== MORNING_VAT_TYPE_PRICE_INCLUDES_VAT) return { ok: false, error: 'vatType must say the prices include VAT' };
  const client = record(input.client);
  const name = textOf(client?.name);
  if (!client || !name) return { ok: false, error: 'client.name is required' };
  const emails = Array.isArray(client.emails) ? client.emails.filter((e): e is string => typeof e === 'string') : [];

  if (!Array.isArray(input.income) || input.income.length === 0) return { ok: false, error: 'income must have at least one line' };
  const income: SandboxDocumentRequest['income'] = [];
  for (const [index, raw] of input.income.entries()) {
    const line = record(raw);
    const description = textOf(line?.description);
    if (!line || !description) return { ok: false, error: `income[${index}].description is required` };
    if (!Number.isInteger(line.quantity) || (line.quantity as number) <= 0)
      return { ok: false, error: `income[${index}].quantity must be a whole number above 0` };
    if (!isAmount(line.price) || line.price < 0) return { ok: false, error: `income[${index}].price must be an amount to the agora` };
    if (line.vatType !== undefined && line.vatType !== MORNING_VAT_TYPE_PRICE_INCLUDES_VAT)
      return { ok: false, error: `income[${index}].vatType differs from the document's` };
    income.push({ description, quantity: line.quantity as number, price: toAgorot(line.price) });
  }

  let discount = 0;
  if (input.discount !== undefined) {
    const given = record(input.discount);
    if (!given || given.type !== MORNING_DISCOUNT_TYPE_SUM || !isAmount(given.amount) || given.amount < 0) {
      return { ok: false, error: `discount must be { amount, type: '${MORNING_DISCOUNT_TYPE_SUM}' }` };
    }
    discount = toAgorot(given.amount);
  }
  const total = income.reduce((sum, line) => sum + line.price * line.quantity, 0) - discount;
  if (total <= 0) return { ok: false, error: 'The document’s total must be above 0' };

  const payment: SandboxDocumentRequest['payment'] = [];
  const rawPayments = input.payment === undefined ? [] : input.payment;
  if (!Array.isArray(rawPayments)) return { ok: false, error: 'payment must be a list' };
  const paymentTypes = Object.values(MORNING_PAYMENT_TYPE) as number[];
  for (const [index, raw] of rawPayments.entries()) {
    const given = record(raw);
    if (!given || !paymentTypes.includes(given.type as number))
      return { ok: false, error: `payment[${index}].type is not a known payment type` };
    if (!isAmount(given.price) || given.price <= 0) return { ok: false, error: `payment[${index}].price must be an amount above 0` };
    const numPayments = given.numPayments === undefined ? 1 : given.numPayments;
    if (!Number.isInteger(numPayments) || (numPayments as number) < 1)
      return { ok: false, error: `payment[${index}].numPayments must be 1 or more` };
    payment.push({ type: given.type as number, price: toAgorot(given.price), numPayments: numPayments as number });
  }
  if (type === MORNING_DOCUMENT_TYPE.invoice_receipt) {
    const paid = payment.reduce((sum, p) => sum + p.price, 0);
    if (paid !== total)
      return { ok: false, error: `The payments (${(paid / 100).toFixed(2)}) must add up to the total (${(total / 100).toFixed(2)})` };
  }
  const custom = textOf(input.custom);
  if (custom.length > 100) return { ok: false, error: 'custom must be at most 100 characters' };
  return {
    ok: true,
    request: {
      type,
      date,
      lang,
      client: { name, emails, phone: textOf(client.phone), address: textOf(client.address) },
      income,
      discount,
      payment,
      remarks: textOf(input.remarks),
      linkedDocumentIds: Array.isArray(input.linkedDocumentIds) ? input.linkedDocumentIds.map(String) : [],
      custom: custom || null,
      total,
    },
  };
}
