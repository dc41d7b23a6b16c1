import type { DeliveryMethod } from 'shop-rules';
import type { DeliveryAddress } from '../rules/delivery-address';
import type { Language } from '../rules/language';
import { apiGet, apiPost } from './client';
import { toAddress } from './orders';
import type { Schemas } from './wire';

/** The order as the payment page shows it: its summary and whether it still needs paying. */
export interface PaymentOrderView {
  id: string;
  orderNumber: string;
  createdAt: string;
  itemsTotal: number;
  discount: { code: string; amount: number } | null;
  delivery: { method: DeliveryMethod; fee: number; address: DeliveryAddress | null };
  /** What the frame charges: items less the discount plus delivery. */
  total: number;
  customerEmail: string;
  /** credit_card or bit here (a cash order has nothing to pay online). */
  paymentMethod: string;
  /** pending, paid or failed: the server's word on the payment. */
  paymentStatus: string;
  cancelled: boolean;
  items: PaymentOrderItemView[];
}

export interface PaymentOrderItemView {
  name: string;
  variantName: string;
  quantity: number;
  totalPrice: number;
}

export type PaymentRecordStatus = 'success' | 'failed' | 'pending';

/** The server's payment record of an order (the only source of a payment's result). */
export interface PaymentStatusView {
  status: PaymentRecordStatus;
  transactionId: string | null;
  authNumber: string | null;
  errorCode: string | null;
  /** The provider's meaning of the refusal, in the asked language. */
  errorMessage: string | null;
}

function toPaymentOrderView(wire: Schemas['TrackedOrderResponseDto']): PaymentOrderView {
  return {
    id: wire.id,
    orderNumber: wire.order_number,
    createdAt: wire.created_at,
    itemsTotal: wire.items_total,
    discount: wire.discount_code && wire.discount_amount > 0 ? { code: wire.discount_code, amount: wire.discount_amount } : null,
    delivery: {
      method: wire.delivery_method,
      fee: wire.delivery_fee,
      address: wire.delivery_address ? toAddress(wire.delivery_address) : null,
    },
    total: wire.total_amount,
    customerEmail: wire.customer_email,
    paymentMethod: wire.payment_method,
    paymentStatus: wire.payment_status,
    cancelled: wire.status === 'cancelled',
    items: wire.items.map((item) => ({
      name: item.product_name,
      variantName: item.variant_name,
      quantity: item.quantity,
      totalPrice: item.total_price,
    })),
  };
}

function toPaymentStatusView(wire: Schemas['PaymentStatusRecordDto']): PaymentStatusView {
  const status: PaymentRecordStatus = wire.status === 'success' || wire.status === 'failed' ? wire.status : 'pending';
  return {
    status,
    transactionId: wire.transactionId ?? null,
    authNumber: wire.authNumber ?? null,
    errorCode: wire.errorCode ?? null,
    errorMessage: wire.errorMessage ?? null,
  };
}

/** GET /api/orders/{id}: the order to pay (the unguessable id is the permission to read it). */
export async function getOrderToPay(orderId: string, signal?: AbortSignal): Promise<PaymentOrderView> {
  const answer = await apiGet<Schemas['TrackedOrderEnvelopeDto']>(`/api/orders/${encodeURIComponent(orderId)}`, { signal });
  return toPaymentOrderView(answer.data);
}

/**
 * POST /api/payment/session/{orderId}: a new address of the hosted form (card or Bit); the server sets the
 * amount and refuses a number of card payments its rule does not allow for the order's total.
 */
export async function createPaymentSession(
  orderId: string,
  installments = 1,
  signal?: AbortSignal,
): Promise<{ url: string; maxInstallments: number }> {
  const body: Schemas['PaymentSessionRequestDto'] = { installments };
  const answer = await apiPost<Schemas['PaymentSessionResponseDto']>(`/api/payment/session/${encodeURIComponent(orderId)}`, body, {
    signal,
  });
  return { url: answer.data.url, maxInstallments: answer.data.max_installments };
}

/** GET /api/payment/status/{orderId}: what the server recorded from the provider's verified notification. */
export async function getPaymentStatus(orderId: string, lang: Language, signal?: AbortSignal): Promise<PaymentStatusView> {
  const answer = await apiGet<Schemas['PaymentStatusResponseDto']>(`/api/payment/status/${encodeURIComponent(orderId)}`, {
    signal,
    query: { lang },
  });
  return toPaymentStatusView(answer.data);
}

/** GET /api/payment/response-codes: the provider's codes with their meanings, code -> message. */
export async function getResponseCodeMeanings(lang: Language, signal?: AbortSignal): Promise<Record<string, string>> {
  const answer = await apiGet<Schemas['ResponseCodesResponseDto']>('/api/payment/response-codes', { signal, query: { lang } });
  return Object.fromEntries(answer.data.map((entry) => [entry.code, entry.message]));
}
