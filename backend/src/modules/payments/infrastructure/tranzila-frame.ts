import { formatShekels, toShekels } from 'shop-rules';
import type { PaymentSessionRequest } from '../application/payment-provider.port';
import {
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

export function purchaseLines(request: PaymentSessionRequest): PurchaseLine[] {
  return request.order.items.map((item) => ({
    product_name: item.variantName ? `${item.productName} (${item.variantName})` : item.productName,
    product_quantity: item.quantity,
    product_price: toShekels(item.unitPrice),
  }));
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
    [FRAME_PARAMS.credType]: CRED_TYPE_REGULAR,
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
