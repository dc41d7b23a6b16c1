import { normalizeDiscountCode, type DeliveryMethod } from 'shop-rules';
import type { CartItem } from '../rules/cart';
import { CartQuote, cartQuoteKey, LineProblemCode } from '../rules/cart-check';
import { DiscountRefusal, isDiscountRefusal, QuoteSummary } from '../rules/checkout-summary';
import type { Language } from '../rules/language';
import { apiPost } from './client';
import type { Schemas } from './wire';

/** What the quote prices besides the lines: the delivery chosen and the code applied. */
export interface QuoteAsk {
  deliveryMethod: DeliveryMethod;
  /** Normalized; null for none. */
  discountCode: string | null;
  /** With a code: the shopper's email once valid, so a code this email already used is refused before the order. */
  customerEmail?: string | null;
}

/** The lines of a cart as the server reads them (ids and quantities; it prices them itself). */
function requestedLines(items: readonly CartItem[]): Schemas['QuoteOrderRequestDto']['items'] {
  return items.map((item) => ({ product_id: item.product_id || item.id, variant_id: item.variant_id ?? null, quantity: item.quantity }));
}

type WireQuote = Schemas['OrderQuoteEnvelopeDto']['data'];

function toSummary(wire: WireQuote, ask: QuoteAsk): QuoteSummary {
  const refusal = wire.discount_error?.code ?? null;
  return {
    asked: ask,
    itemsTotal: wire.items_total,
    discount: wire.discount ? { code: wire.discount.code, amount: wire.discount.amount } : null,
    discountRefusal: refusal === null ? null : isDiscountRefusal(refusal) ? refusal : ('DISCOUNT_CODE_UNKNOWN' satisfies DiscountRefusal),
    deliveryMethod: wire.delivery_method,
    deliveryFee: wire.delivery_fee,
    freeDeliveryFrom: wire.free_delivery_from,
    amountToFreeDelivery: wire.amount_to_free_delivery,
    courierAvailable: wire.courier_available,
    total: wire.total,
    maxInstallments: wire.max_installments,
  };
}

/**
 * The cart priced by the server as checkout would price it: current prices, stock and the lines it would
 * refuse, with the delivery and the code (a refused code is answered beside the prices, not as a failure).
 */
export async function quoteCart(items: readonly CartItem[], language: Language, ask: QuoteAsk, signal?: AbortSignal): Promise<CartQuote> {
  const code = ask.discountCode ? normalizeDiscountCode(ask.discountCode) : null;
  const answer = await apiPost<Schemas['OrderQuoteEnvelopeDto']>(
    '/api/orders/quote',
    {
      language,
      items: requestedLines(items),
      delivery_method: ask.deliveryMethod,
      ...(code ? { discount_code: code } : {}),
      ...(code && ask.customerEmail ? { customer_email: ask.customerEmail } : {}),
    },
    { signal },
  );
  return {
    key: cartQuoteKey(items),
    total_amount: answer.data.items_total,
    lines: answer.data.lines.map((line) => ({
      name: line.product_name ?? '',
      variant_name: line.variant_name ?? '',
      image: line.image_url,
      quantity: line.quantity,
      unit_price: line.unit_price,
      total_price: line.total_price,
      available: line.available,
      problem: (line.problem as LineProblemCode | null) ?? null,
    })),
    summary: toSummary(answer.data, { deliveryMethod: ask.deliveryMethod, discountCode: code }),
  };
}
