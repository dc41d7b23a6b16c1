import { formatShekels, toShekels } from 'shop-rules';
import type { PaymentSessionRequest } from '../application/payment-provider.port';
import {
  BIT_ENABLED,
  CRED_TYPE_INSTALLMENTS,
  CRED_TYPE_REGULAR,
  CURRENCY_CODES,
  FRAME_LANGUAGE,
  FRAME_PARAMS,
  NOT_AVAILABLE,
  PURCHASE_DATA_ENABLED,
  TRANMODE_CHARGE,
} from './tranzila.constants';

export interface PurchaseLine {
  product_name: string;
  product_quantity: number;
  product_price: number;
}

const ORDER_WORD = { he: 'הזמנה', ru: 'Заказ', en: 'Order' } as const;
const DELIVERY_WORD = { he: 'משלוח', ru: 'Доставка', en: 'Delivery' } as const;

/**
 * The lines the provider shows and records: the items, and the delivery fee as a line of its own.
 * They must add up to the order's total (the charged sum). When they do not (a discount code
 * lowered the total, and a negative line is not known to be accepted by the provider), one line
 * names the order with its total instead.
 */
export function purchaseLines(request: PaymentSessionRequest): PurchaseLine[] {
  const { order } = request;
  const lines = order.items.map((item) => ({
    product_name: item.variantName ? `${item.productName} (${item.variantName})` : item.productName,
    product_quantity: item.quantity,
    unitPrice: item.unitPrice,
  }));
  const deliveryFee = order.deliveryFee ?? 0;
  if (deliveryFee > 0) lines.push({ product_name: DELIVERY_WORD[order.language], product_quantity: 1, unitPrice: deliveryFee });
  const sum = lines.reduce((total, line) => total + line.unitPrice * line.product_quantity, 0);
  if (sum !== order.total) {
    return [
      { product_name: `${ORDER_WORD[order.language]} ${order.orderNumber}`, product_quantity: 1, product_price: toShekels(order.total) },
    ];
  }
  return lines.map(({ unitPrice, ...line }) => ({ ...line, product_price: toShekels(unitPrice) }));
}

/** Installments: `cred_type` payments, the later count, the first and each later payment; Bit: its flag. */
function paymentParameters(request: PaymentSessionRequest): Record<string, string> {
  const { plan, method } = request;
  if (method === 'bit') return { [FRAME_PARAMS.credType]: CRED_TYPE_REGULAR, [FRAME_PARAMS.bit]: BIT_ENABLED };
  if (plan.payments === 1) return { [FRAME_PARAMS.credType]: CRED_TYPE_REGULAR };
  return {
    [FRAME_PARAMS.credType]: CRED_TYPE_INSTALLMENTS,
    [FRAME_PARAMS.laterPaymentsCount]: String(plan.payments - 1),
    [FRAME_PARAMS.firstPayment]: formatShekels(plan.first),
    [FRAME_PARAMS.laterPayment]: formatShekels(plan.later),
  };
}

/**
 * The frame parameters of the provider protocol, amount from the order on the server. The
 * sandbox frame takes exactly the same ones.
 */
export function frameParameters(request: PaymentSessionRequest, handshakeToken?: string): URLSearchParams {
  const { order, addresses } = request;
  const params = new URLSearchParams({
    [FRAME_PARAMS.sum]: formatShekels(order.total),
    [FRAME_PARAMS.currency]: CURRENCY_CODES.ILS,
    ...paymentParameters(request),
    [FRAME_PARAMS.tranmode]: TRANMODE_CHARGE,
    [FRAME_PARAMS.lang]: FRAME_LANGUAGE[order.language],
    [FRAME_PARAMS.orderId]: order.id,
    [FRAME_PARAMS.purchaseDataFlag]: PURCHASE_DATA_ENABLED,
    // The provider wants the JSON itself URL-encoded, inside the (again encoded) parameter.
    [FRAME_PARAMS.purchaseData]: encodeURIComponent(JSON.stringify(purchaseLines(request))),
    [FRAME_PARAMS.description]: `${ORDER_WORD[order.language]} ${order.orderNumber}`,
    [FRAME_PARAMS.contact]: order.customerName || order.customerEmail,
    [FRAME_PARAMS.email]: order.customerEmail,
    [FRAME_PARAMS.phone]: order.customerPhone,
    [FRAME_PARAMS.company]: order.companyName?.trim() || NOT_AVAILABLE,
    [FRAME_PARAMS.city]: NOT_AVAILABLE,
    [FRAME_PARAMS.successUrl]: addresses.successUrl,
    [FRAME_PARAMS.failUrl]: addresses.failUrl,
    [FRAME_PARAMS.notifyUrl]: addresses.notifyUrl,
  });
  if (handshakeToken) params.set(FRAME_PARAMS.handshakeToken, handshakeToken);
  return params;
}

/** Reads json_purchase_data back (the sandbox shows the lines); tolerant of a missing layer of encoding. */
export function readPurchaseLines(raw: string | undefined): PurchaseLine[] {
  if (!raw) return [];
  for (const text of [safeDecode(raw), raw]) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) {
        return parsed
          .filter((line): line is Record<string, unknown> => typeof line === 'object' && line !== null)
          .map((line) => ({
            product_name: String(line.product_name ?? ''),
            product_quantity: Number(line.product_quantity) || 0,
            product_price: Number(line.product_price) || 0,
          }));
      }
    } catch {
      // not this layer of encoding; try the next
    }
  }
  return [];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
