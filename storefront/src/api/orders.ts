import { normalizeDiscountCode, type DeliveryMethod } from 'shop-rules';
import type { CartItem } from '../rules/cart';
import { requestFingerprint } from '../rules/checkout-attempt';
import type { PaymentMethod } from '../rules/checkout-validation';
import { DeliveryAddress, deliveryAddressOf, DeliveryAddressForm } from '../rules/delivery-address';

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
  /** A card or Bit order with nothing to pay is placed settled (`new`, `paid`): no payment page. */
  status: string;
  payment_status: string;
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
  /** The items before the discount. */
  items_total: number;
  discount_code: string | null;
  discount_amount: number;
  delivery_method: DeliveryMethod;
  delivery_address: DeliveryAddress | null;
  delivery_fee: number;
  /** Items less the discount plus delivery: what the shopper pays. */
  total_amount: number;
  /** Money given back by refunds (a cancellation), in all. */
  refunded_amount: number;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string | null;
  company_name: string | null;
  notes: string | null;
  items: OrderLineView[];
  display_status: DisplayedStatus;
  timeline: TimelineEntry[];
  /** The issued invoice-receipt (tax document); null until it is issued. */
  invoice_url: string | null;
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

/** The address as the order keeps it (optional parts null or absent). */
export function toAddress(wire: NonNullable<WireTrackedOrder['delivery_address']>): DeliveryAddress {
  return {
    city: wire.city,
    street: wire.street,
    house_number: wire.house_number,
    entrance: wire.entrance ?? null,
    floor: wire.floor ?? null,
    apartment: wire.apartment ?? null,
    zip: wire.zip ?? null,
    notes: wire.notes ?? null,
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
    items_total: wire.items_total,
    discount_code: wire.discount_code,
    discount_amount: wire.discount_amount,
    delivery_method: wire.delivery_method,
    delivery_address: wire.delivery_address ? toAddress(wire.delivery_address) : null,
    delivery_fee: wire.delivery_fee,
    total_amount: wire.total_amount,
    refunded_amount: wire.refunded_amount,
    customer_name: wire.customer_name,
    customer_email: wire.customer_email,
    customer_phone: wire.customer_phone,
    customer_address: wire.customer_address,
    company_name: wire.company_name,
    notes: wire.notes,
    items: wire.items.map(toLine),
    display_status: wire.display_status,
    timeline: wire.timeline,
    invoice_url: wire.invoice_url ?? null,
  };
}

/** What checkout sends: the customer, the delivery, the code, the payment method and the cart (the server prices it). */
export interface OrderRequest {
  /** `address`: the store's pickup text, or the courier address on one line (what the spec's clients read). */
  customer: { name: string; email: string; phone: string; address: string; companyName: string };
  delivery: { method: DeliveryMethod; address: DeliveryAddressForm };
  /** The code the shopper applied, or null. */
  discountCode: string | null;
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
    delivery_method: request.delivery.method,
    ...(request.delivery.method === 'courier' ? { delivery_address: deliveryAddressOf(request.delivery.address) } : {}),
    ...(request.discountCode ? { discount_code: normalizeDiscountCode(request.discountCode) } : {}),
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
  const { id, order_number, customer_email, payment_method, status, payment_status } = answer.data;
  return { id, order_number, customer_email, payment_method, status, payment_status };
}

/** GET /api/orders/{id}: the order by its unguessable id (the confirmation page after checkout or payment). */
export async function orderById(orderId: string, signal?: AbortSignal): Promise<OrderView> {
  const answer = await apiGet<Schemas['TrackedOrderEnvelopeDto']>(`/api/orders/${encodeURIComponent(orderId)}`, { signal });
  return toOrderView(answer.data);
}

/** Order tracking: the number and the email it was placed with (any case). */
export async function trackOrder(query: { orderNumber: string; email: string }, signal?: AbortSignal): Promise<OrderView> {
  const answer = await apiGet<Schemas['TrackedOrderEnvelopeDto']>('/api/orders/track', {
    signal,
    query: { order_number: query.orderNumber.trim(), email: query.email.trim() },
  });
  return toOrderView(answer.data);
}
