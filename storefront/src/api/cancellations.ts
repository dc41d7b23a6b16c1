import type { CancellationBody, CancellationQuote, CancellationReceipt } from '../rules/cancellation';
import { apiPost } from './client';

/**
 * The public cancellation calls (after-sale contract): a quote of what cancelling the chosen lines
 * would refund, and the request itself. Refusals arrive as ApiError with the server's stable code.
 */
interface WireQuote {
  order_number: string;
  status: string;
  payment_status: string;
  items: {
    id: number;
    product_name: string;
    variant_name: string | null;
    quantity: number;
    cancellable_quantity: number;
    unit_price: number;
  }[];
  whole_order: boolean;
  goods_amount: number;
  delivery_amount: number;
  fee: number;
  refund_amount: number;
  deadline: string | null;
  period: 'standard' | 'extended';
}

interface WireReceipt {
  request_number: string;
  order_number: string;
  goods_amount: number;
  delivery_amount: number;
  fee: number;
  refund_amount: number;
  created_at: string;
}

export function toCancellationQuote(wire: WireQuote): CancellationQuote {
  return {
    orderNumber: wire.order_number,
    status: wire.status,
    paymentStatus: wire.payment_status,
    lines: wire.items.map((item) => ({
      id: item.id,
      name: item.product_name,
      variantName: item.variant_name ?? '',
      quantity: item.quantity,
      cancellableQuantity: item.cancellable_quantity,
      unitPrice: item.unit_price,
    })),
    wholeOrder: wire.whole_order,
    goodsAmount: wire.goods_amount,
    deliveryAmount: wire.delivery_amount,
    fee: wire.fee,
    refundAmount: wire.refund_amount,
    deadline: wire.deadline,
    period: wire.period,
  };
}

export function toCancellationReceipt(wire: WireReceipt): CancellationReceipt {
  return {
    requestNumber: wire.request_number,
    orderNumber: wire.order_number,
    goodsAmount: wire.goods_amount,
    deliveryAmount: wire.delivery_amount,
    fee: wire.fee,
    refundAmount: wire.refund_amount,
    createdAt: wire.created_at,
  };
}

/** POST /api/cancellations/quote: the amounts for these choices (nothing is recorded). */
export async function quoteCancellation(body: CancellationBody, signal?: AbortSignal): Promise<CancellationQuote> {
  const answer = await apiPost<{ data: WireQuote }>('/api/cancellations/quote', body, { signal });
  return toCancellationQuote(answer.data);
}

/** POST /api/cancellations: the shopper's notice of cancellation; the shop emails its number. */
export async function requestCancellation(body: CancellationBody, signal?: AbortSignal): Promise<CancellationReceipt> {
  const answer = await apiPost<{ data: WireReceipt }>('/api/cancellations', body, { signal });
  return toCancellationReceipt(answer.data);
}
