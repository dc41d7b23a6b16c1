import type { CancellationBody, CancellationQuote, CancellationReason, CancellationReceipt } from '../rules/cancellation';
import { apiPost } from './client';
import type { Schemas } from './wire';

/**
 * The public cancellation calls (after-sale): a quote of what cancelling the chosen lines would give
 * back, and the request itself. Refusals arrive as ApiError with the server's stable code.
 */
type WireQuote = Schemas['CancellationQuoteDto'];
type WireReceipt = Schemas['CancellationRequestedDto'];

export function toCancellationQuote(wire: WireQuote): CancellationQuote {
  return {
    orderNumber: wire.order_number,
    status: wire.status,
    paymentStatus: wire.payment_status,
    lines: wire.items.map((item) => ({
      id: item.id,
      name: item.product_name,
      variantName: item.variant_name,
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
  const wire: Schemas['CancellationQuoteRequestDto'] = body;
  const answer = await apiPost<Schemas['CancellationQuoteEnvelopeDto']>('/api/cancellations/quote', wire, { signal });
  return toCancellationQuote(answer.data);
}

/** POST /api/cancellations: the shopper's notice of cancellation; the shop emails its number. */
export async function requestCancellation(
  body: CancellationBody & { reason: CancellationReason },
  signal?: AbortSignal,
): Promise<CancellationReceipt> {
  const wire: Schemas['CancellationRequestDto'] = body;
  const answer = await apiPost<Schemas['CancellationRequestedEnvelopeDto']>('/api/cancellations', wire, { signal });
  return toCancellationReceipt(answer.data);
}
