import type { CartItem } from '../rules/cart';
import { CartQuote, cartQuoteKey, LineProblemCode } from '../rules/cart-check';
import { requestFingerprint } from '../rules/checkout-attempt';
import type { PaymentMethod } from '../rules/checkout-validation';

export type PaidWith = 'cash' | 'credit_card' | 'installments' | 'bit';
import type { Language } from '../rules/language';
import type { DisplayedStatus, TimelineEntry } from '../rules/order-status';
import { apiGet, apiPost } from './client';
import type { Schemas } from './wire';

type WireTrackedOrder = Schemas['TrackedOrderResponseDto'];
type WireOrderItem = Schemas['OrderItemResponseDto'];

/** One line of an order as it was sold (the server's names and prices). */
export interface OrderLineView {
  product_id: number | null;
  variant_id: number | null;
  name: string;
  variant_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  image: string | null;
}

/** A new order: what the checkout needs to go on to the payment page or the confirmation. */
export interface PlacedOrder {
  id: string;
  order_number: string;
  customer_email: string;
  payment_method: PaymentMethod;
}

/** An order as a shopper tracks it: with the server's status label and four-step timeline. */
export interface OrderView {
  id: string;
  order_number: string;
  status: string;
  payment_status: string;
  payment_method: PaymentMethod;
  /** How it was paid once settled (card, card in installments, Bit, cash); null until then. */
  paid_with: PaidWith | null;
  /** Card payments it was paid in; null for Bit, cash or not yet paid. */
  installments: number | null;
  created_at: string;
  total_amount: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string | null;
  company_name: string | null;
  notes: string | null;
  items: OrderLineView[];
  display_status: DisplayedStatus;
  timeline: TimelineEntry[];
}

function toLine(wire: WireOrderItem): OrderLineView {
  return {
    product_id: wire.product_id,
    variant_id: wire.variant_id,
    name: wire.product_name,
    variant_name: wire.variant_name,
    quantity: wire.quantity,
    unit_price: wire.unit_price,
    total_price: wire.total_price,
    image: wire.product?.image_url ?? null,
  };
}

/** The displayed status and the timeline are the server's (ordering/domain/order-progress.ts): one rule, not two. */
export function toOrderView(wire: WireTrackedOrder): OrderView {
  return {
    id: wire.id,
    order_number: wire.order_number,
    status: wire.status,
    payment_status: wire.payment_status,
    payment_method: wire.payment_method,
    paid_with: wire.paid_with,
    installments: wire.installments,
    created_at: wire.created_at,
    total_amount: wire.total_amount,
    customer_name: wire.customer_name,
    customer_email: wire.customer_email,
    customer_phone: wire.customer_phone,
    customer_address: wire.customer_address,
    company_name: wire.company_name,
    notes: wire.notes,
    items: wire.items.map(toLine),
    display_status: wire.display_status,
    timeline: wire.timeline,
  };
}

/** What checkout sends: the customer, the payment method and the cart (the server prices it). */
export interface OrderRequest {
  customer: { name: string; email: string; phone: string; address: string; companyName: string };
  paymentMethod: PaymentMethod;
  notes: string;
  language: Language;
  items: CartItem[];
}

/** The order creation payload of the spec; prices ride along as the spec sends them, the server ignores them. */
function orderPayload(request: OrderRequest): Schemas['PlaceOrderRequestDto'] {
  const notes = request.notes.trim();
  const companyName = request.customer.companyName.trim();
  return {
    customer_name: request.customer.name.trim(),
    customer_email: request.customer.email.trim(),
    customer_phone: request.customer.phone.trim(),
    customer_address: request.customer.address,
    payment_method: request.paymentMethod,
    ...(notes ? { notes } : {}),
    ...(companyName ? { company_name: companyName } : {}),
    language: request.language,
    items: request.items
      .filter((item) => item.id)
      .map((item) => ({
        product_id: item.product_id || item.id,
        product_name: item.name,
        variant_id: item.variant_id ?? null,
        variant_name: item.variant_name ?? '',
        quantity: item.quantity,
        unit_price: item.price,
        total_price: Math.round(item.price * item.quantity * 100) / 100,
      })),
  };
}

/** The same order request always gives the same text (for the checkout attempt's Idempotency-Key). */
export function orderFingerprint(request: OrderRequest): string {
  return requestFingerprint(orderPayload(request));
}

/** Which cart line each payload line is (lines without an id are not sent), for refusals that name `items.N`. */
export function sentLineIndexes(items: CartItem[]): number[] {
  return items.flatMap((item, index) => (item.id ? [index] : []));
}

/** Places the order; the same Idempotency-Key answers the first order again instead of making another. */
export async function placeOrder(request: OrderRequest, idempotencyKey: string, signal?: AbortSignal): Promise<PlacedOrder> {
  const answer = await apiPost<Schemas['OrderEnvelopeDto']>('/api/orders', orderPayload(request), {
    signal,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const { id, order_number, customer_email, payment_method } = answer.data;
  return { id, order_number, customer_email, payment_method };
}

/** Order tracking: the number and the email it was placed with (any case). */
export async function trackOrder(query: { orderNumber: string; email: string }, signal?: AbortSignal): Promise<OrderView> {
  const answer = await apiGet<Schemas['TrackedOrderEnvelopeDto']>('/api/orders/track', {
    signal,
    query: { order_number: query.orderNumber.trim(), email: query.email.trim() },
  });
  return toOrderView(answer.data);
}

/** The lines of a cart as the server reads them (ids and quantities; it prices them itself). */
function requestedLines(items: readonly CartItem[]): Schemas['QuoteOrderRequestDto']['items'] {
  return items.map((item) => ({ product_id: item.product_id || item.id, variant_id: item.variant_id ?? null, quantity: item.quantity }));
}

/** The cart priced by the server as checkout would price it: current prices, stock and the lines it would refuse. */
export async function quoteCart(items: readonly CartItem[], language: Language, signal?: AbortSignal): Promise<CartQuote> {
  const answer = await apiPost<Schemas['OrderQuoteEnvelopeDto']>(
    '/api/orders/quote',
    { language, items: requestedLines(items) },
    { signal },
  );
  return {
    key: cartQuoteKey(items),
    total_amount: answer.data.total_amount,
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
  };
}
