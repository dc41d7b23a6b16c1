import { toShekels } from 'shop-rules';
import type { DocumentPayment, TaxDocumentContent } from '../domain/document-content';
import {
  MORNING_CARD_DEAL_TYPE,
  MORNING_CURRENCY,
  MORNING_DISCOUNT_TYPE_SUM,
  MORNING_DOCUMENT_TYPE,
  MORNING_PAYMENT_TYPE,
  MORNING_VAT_TYPE_PRICE_INCLUDES_VAT,
} from './morning.constants';

/** `POST /documents` body: shekels as numbers with two decimals, every price VAT included. */
export interface MorningDocumentRequest {
  type: number;
  date: string;
  lang: string;
  currency: string;
  vatType: number;
  description: string;
  remarks: string;
  client: { name: string; emails: string[]; phone: string; address?: string; taxId?: string; country: string; add: boolean };
  income: Array<{ description: string; quantity: number; price: number; currency: string; vatType: number }>;
  discount?: { amount: number; type: string };
  payment?: Array<Record<string, string | number>>;
  linkedDocumentIds?: string[];
  custom: string;
}

function paymentOf(payment: DocumentPayment): Record<string, string | number> {
  const common = { price: toShekels(payment.amount), currency: MORNING_CURRENCY, date: payment.date };
  switch (payment.method) {
    case 'cash':
      return { type: MORNING_PAYMENT_TYPE.cash, ...common };
    case 'bit':
      return { type: MORNING_PAYMENT_TYPE.bit, ...common };
    case 'card':
      return payment.installments > 1
        ? {
            type: MORNING_PAYMENT_TYPE.card,
            ...common,
            dealType: MORNING_CARD_DEAL_TYPE.installments,
            numPayments: payment.installments,
            firstPayment: toShekels(payment.firstPayment),
          }
        : { type: MORNING_PAYMENT_TYPE.card, ...common, dealType: MORNING_CARD_DEAL_TYPE.regular, numPayments: 1 };
  }
}

/** The shop's document as Morning's API asks for it (the sandbox reads the same shape). */
export function toMorningDocument(content: TaxDocumentContent, documentKey: string): MorningDocumentRequest {
  return {
    type: MORNING_DOCUMENT_TYPE[content.kind],
    date: content.date,
    lang: content.language,
    currency: MORNING_CURRENCY,
    vatType: MORNING_VAT_TYPE_PRICE_INCLUDES_VAT,
    description: content.orderNumber,
    remarks: content.remarks,
    client: {
      name: content.client.name,
      emails: [content.client.email],
      phone: content.client.phone,
      ...(content.client.address ? { address: content.client.address } : {}),
      // [?] Morning's field for the buyer's company number; left out for a private buyer.
      ...(content.client.taxId ? { taxId: content.client.taxId } : {}),
      country: 'IL',
      add: false,
    },
    income: content.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      price: toShekels(line.unitPrice),
      currency: MORNING_CURRENCY,
      vatType: MORNING_VAT_TYPE_PRICE_INCLUDES_VAT,
    })),
    ...(content.discount > 0 ? { discount: { amount: toShekels(content.discount), type: MORNING_DISCOUNT_TYPE_SUM } } : {}),
    ...(content.payment ? { payment: [paymentOf(content.payment)] } : {}),
    ...(content.creditsDocumentId ? { linkedDocumentIds: [content.creditsDocumentId] } : {}),
    custom: documentKey,
  };
}
