import { splitInstallments, vatPart, vatRateOn } from 'shop-rules';
import type { Agorot, PaidWith } from 'shop-rules';
import { dayLabel, shopDay } from '../../../shared/domain/shop-calendar';
import type { TaxDocumentKind } from './tax-document';

/** Languages a document can be written in; the order's when the provider has it, Hebrew otherwise. */
export const DOCUMENT_LANGUAGES = ['he', 'ru'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** A line as it was sold: names and the unit price (VAT included) copied from the order. */
export interface SoldLine {
  productName: string;
  variantName: string;
  quantity: number;
  unitPrice: Agorot;
}

/** What an invoice-receipt is made of: the paid order as ordering keeps it. */
export interface SoldOrder {
  id: string;
  orderNumber: string;
  language: 'he' | 'ru';
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string | null;
  companyName: string | null;
  /** The buyer's company number (ח.פ.) for a B2B invoice, when known; the checkout collects none yet. */
  companyNumber: string | null;
  lines: SoldLine[];
  /** The lines before the discount. */
  itemsTotal: Agorot;
  discountCode: string | null;
  discountAmount: Agorot;
  deliveryMethod: 'pickup' | 'courier';
  deliveryFee: Agorot;
  /** itemsTotal - discountAmount + deliveryFee: what was paid. */
  totalAmount: Agorot;
  paymentMethod: string;
  paidWith: PaidWith | null;
  installments: number | null;
  /** Null while the order is not paid: there is nothing to issue yet. */
  paidAt: Date | null;
}

/** What a credit note is made of: one succeeded refund (see the refund records port). */
export interface RefundRecord {
  id: number;
  orderId: string;
  state: 'succeeded' | 'failed';
  /** How the money went back: the original method, cash at the store, or none when nothing was paid. */
  method: 'credit_card' | 'bit' | 'cash' | 'none';
  /** Money paid back, VAT included: the goods' paid value (and delivery, when paid back) less the fee. */
  amount: Agorot;
  /** The cancellation fee the shop kept (0 when none). */
  fee: Agorot;
  /** Delivery paid back with the goods (0 when it was not). */
  deliveryFee: Agorot;
  /** The cancelled lines: the quantity cancelled at the unit price sold. */
  lines: SoldLine[];
  createdAt: Date;
}

export type DocumentPayment =
  | { method: 'cash'; amount: Agorot; date: string }
  | { method: 'card'; amount: Agorot; date: string; installments: number; firstPayment: Agorot; laterPayment: Agorot }
  | { method: 'bit'; amount: Agorot; date: string };

export interface DocumentLine {
  description: string;
  quantity: number;
  /** VAT included, as every price of the shop. */
  unitPrice: Agorot;
  total: Agorot;
}

/** A tax document as the shop asks the provider for it, all amounts in agorot with VAT included. */
export interface TaxDocumentContent {
  kind: TaxDocumentKind;
  /** The document's date, the shop's day: the payment's for an invoice-receipt, the refund's for a credit note. */
  date: string;
  language: DocumentLanguage;
  /** `taxId`: the buyer's company number, only when the order has one. */
  client: { name: string; email: string; phone: string; address: string | null; taxId: string | null };
  /** Goods, then delivery. */
  lines: DocumentLine[];
  /** Taken off the lines' sum: the order's discount (a credit note: also the fee kept). */
  discount: Agorot;
  /** The lines less the discount: what was paid, or paid back. */
  total: Agorot;
  /** The VAT rate of the document's date and the VAT inside the total (shown on the document). */
  vatRate: number;
  vat: Agorot;
  /** The invoice-receipt's payment; null on a credit note. */
  payment: DocumentPayment | null;
  /** The provider's id of the invoice-receipt a credit note credits, when the shop issued one. */
  creditsDocumentId: string | null;
  remarks: string;
  orderNumber: string;
}

/** The order or refund cannot make a valid document; trying again would not change that. */
export class DocumentContentProblem extends Error {}

const TEXTS: Record<
  DocumentLanguage,
  {
    courier: string;
    order: (n: string) => string;
    code: (c: string) => string;
    credit: (n: string) => string;
    fee: (amount: string) => string;
    refundedBy: Record<RefundRecord['method'], string>;
  }
> = {
  he: {
    courier: 'משלוח עם שליח',
    order: (n) => `הזמנה ${n}`,
    code: (c) => `קוד הנחה ${c}`,
    credit: (n) => `זיכוי להזמנה ${n}`,
    fee: (amount) => `דמי ביטול ₪${amount}`,
    refundedBy: { credit_card: 'הוחזר לכרטיס האשראי', bit: 'הוחזר בביט', cash: 'הוחזר במזומן בחנות', none: 'לא שולם' },
  },
  ru: {
    courier: 'Доставка курьером',
    order: (n) => `Заказ ${n}`,
    code: (c) => `Промокод ${c}`,
    credit: (n) => `Возврат по заказу ${n}`,
    fee: (amount) => `Плата за отмену ₪${amount}`,
    refundedBy: {
      credit_card: 'Возвращено на карту',
      bit: 'Возвращено через Bit',
      cash: 'Возвращено наличными в магазине',
      none: 'Не оплачено',
    },
  },
};

const shekels = (agorot: Agorot) => (agorot / 100).toFixed(2);

/** The order's language when the provider writes documents in it, Hebrew otherwise. */
export function documentLanguage(orderLanguage: string, providerLanguages: readonly string[]): DocumentLanguage {
  return orderLanguage === 'ru' && providerLanguages.includes('ru') ? 'ru' : 'he';
}

function lineOf(line: SoldLine): DocumentLine {
  if (!Number.isInteger(line.quantity) || line.quantity <= 0) throw new DocumentContentProblem(`A line has the quantity ${line.quantity}`);
  const description = line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
  return { description, quantity: line.quantity, unitPrice: line.unitPrice, total: line.unitPrice * line.quantity };
}

function deliveryLine(fee: Agorot, language: DocumentLanguage): DocumentLine[] {
  return fee > 0 ? [{ description: TEXTS[language].courier, quantity: 1, unitPrice: fee, total: fee }] : [];
}

function clientOf(order: SoldOrder): TaxDocumentContent['client'] {
  return {
    name: order.companyName?.trim() || order.customerName,
    email: order.customerEmail,
    phone: order.customerPhone,
    address: order.customerAddress,
    taxId: order.companyNumber?.trim() || null,
  };
}

/** How the order was paid, from what the payment recorded (or, for an older order, the method chosen). */
function paymentOf(order: SoldOrder, total: Agorot, date: string): DocumentPayment {
  const paidWith = order.paidWith ?? (order.paymentMethod === 'cash' ? 'cash' : order.paymentMethod === 'bit' ? 'bit' : 'credit_card');
  switch (paidWith) {
    case 'cash':
      return { method: 'cash', amount: total, date };
    case 'bit':
      return { method: 'bit', amount: total, date };
    case 'credit_card':
    case 'installments': {
      const installments = paidWith === 'installments' ? Math.max(1, order.installments ?? 1) : 1;
      const { first, later } = splitInstallments(total, installments);
      return { method: 'card', amount: total, date, installments, firstPayment: first, laterPayment: later };
    }
  }
}

function withVat(date: string, total: Agorot): { vatRate: number; vat: Agorot } {
  const vatRate = vatRateOn(date);
  return { vatRate, vat: vatPart(total, vatRate) };
}

/**
 * The invoice-receipt (חשבונית מס/קבלה) of a paid order: its lines at the prices sold, the discount,
 * the courier's fee as a line, the total with the VAT inside it at the rate of the payment's day,
 * and the payment (cash, card in one or more payments, Bit) for the whole total.
 */
export function buildInvoiceReceipt(
  order: SoldOrder,
  options: { timeZone: string; providerLanguages: readonly string[] },
): TaxDocumentContent {
  if (!order.paidAt) throw new DocumentContentProblem(`Order ${order.orderNumber} is not paid`);
  if (order.lines.length === 0) throw new DocumentContentProblem(`Order ${order.orderNumber} has no lines`);
  const language = documentLanguage(order.language, options.providerLanguages);
  const lines = [...order.lines.map(lineOf), ...deliveryLine(order.deliveryFee, language)];
  const total = lines.reduce((sum, line) => sum + line.total, 0) - order.discountAmount;
  if (order.discountAmount < 0 || total !== order.totalAmount) {
    throw new DocumentContentProblem(`Order ${order.orderNumber}: its lines, discount and delivery do not add up to its total`);
  }
  const date = dayLabel(shopDay(order.paidAt, options.timeZone));
  const t = TEXTS[language];
  return {
    kind: 'invoice_receipt',
    date,
    language,
    client: clientOf(order),
    lines,
    discount: order.discountAmount,
    total,
    ...withVat(date, total),
    payment: paymentOf(order, total, date),
    creditsDocumentId: null,
    remarks: [t.order(order.orderNumber), ...(order.discountCode && order.discountAmount > 0 ? [t.code(order.discountCode)] : [])].join(
      ' · ',
    ),
    orderNumber: order.orderNumber,
  };
}

/**
 * The credit note (חשבונית מס זיכוי) of a refund: the cancelled lines at the prices sold and the
 * delivery paid back, less what the shop did not pay back (the lines' share of the order's discount
 * and the cancellation fee), so its total is the money returned, with the VAT inside it at the rate
 * of the refund's day. It names the invoice-receipt it credits when the shop issued one.
 */
export function buildCreditNote(
  refund: RefundRecord,
  order: SoldOrder,
  options: { timeZone: string; providerLanguages: readonly string[]; invoiceDocumentId: string | null },
): TaxDocumentContent {
  if (refund.state !== 'succeeded') throw new DocumentContentProblem(`Refund ${refund.id} did not succeed`);
  if (refund.orderId !== order.id) throw new DocumentContentProblem(`Refund ${refund.id} belongs to another order`);
  if (refund.amount <= 0) throw new DocumentContentProblem(`Refund ${refund.id} paid nothing back: there is nothing to credit`);
  if (refund.lines.length === 0 && refund.deliveryFee <= 0) throw new DocumentContentProblem(`Refund ${refund.id} has no lines`);
  const language = documentLanguage(order.language, options.providerLanguages);
  const lines = [...refund.lines.map(lineOf), ...deliveryLine(refund.deliveryFee, language)];
  const discount = lines.reduce((sum, line) => sum + line.total, 0) - refund.amount;
  if (discount < 0) throw new DocumentContentProblem(`Refund ${refund.id} pays back more than its lines are worth`);
  const date = dayLabel(shopDay(refund.createdAt, options.timeZone));
  const t = TEXTS[language];
  return {
    kind: 'credit_note',
    date,
    language,
    client: clientOf(order),
    lines,
    discount,
    total: refund.amount,
    ...withVat(date, refund.amount),
    payment: null,
    creditsDocumentId: options.invoiceDocumentId,
    remarks: [t.credit(order.orderNumber), ...(refund.fee > 0 ? [t.fee(shekels(refund.fee))] : []), t.refundedBy[refund.method]].join(
      ' · ',
    ),
    orderNumber: order.orderNumber,
  };
}
