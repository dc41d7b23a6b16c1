import { toShekels } from 'shop-rules';
import type { DeliveryMethod } from 'shop-rules';
import type { DeliveryAddress, Order, OrderLine, OrderWithoutLines } from '../domain/order';
import type { PaidWith } from '../domain/order-status';
import { DisplayedStatus, displayedStatus, trackingTimeline, TimelineStep } from '../domain/order-progress';

/**
 * The order as the API answers it (snake_case, money in shekels). Built here rather than in a
 * controller because the answer to a placed order is also stored for idempotent retries.
 */
export interface OrderItemView {
  id: number;
  product_id: number | null;
  variant_id: number | null;
  product_name: string;
  variant_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  /** Units cancelled after the sale (their money went back when the order was paid). */
  cancelled_quantity: number;
  product: { id: number; image_url: string | null } | null;
}

export interface DeliveryAddressView {
  city: string;
  street: string;
  house_number: string;
  entrance: string | null;
  floor: string | null;
  apartment: string | null;
  zip: string | null;
  notes: string | null;
}

export interface OrderView {
  id: string;
  order_number: string;
  status: string;
  payment_status: string;
  payment_method: string;
  payment_error_code: string | null;
  language: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** The lines' total before the discount. */
  items_total: number;
  discount_code: string | null;
  discount_amount: number;
  delivery_method: DeliveryMethod;
  delivery_address: DeliveryAddressView | null;
  delivery_fee: number;
  paid_with: PaidWith | null;
  installments: number | null;
  /** items_total - discount_amount + delivery_fee. */
  total_amount: number;
  /** Money given back by refunds, in all. */
  refunded_amount: number;
  /** When the order was delivered or picked up; null until then. */
  completed_at: string | null;
  /** When a card or Bit payment arrived after the order was cancelled; null: never (kept after the refund). */
  paid_after_cancellation_at: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string | null;
  company_name: string | null;
  notes: string | null;
  items: OrderItemView[];
  /** The issued invoice-receipt's link; null until it is issued. */
  invoice_url: string | null;
}

/** A row of the desk's list without the order's lines (`lines=false`). */
export type OrderRowView = Omit<OrderView, 'items'>;

/** What a shopper reads: the order plus the status label and the four-step timeline. */
export interface TrackedOrderView extends OrderView {
  display_status: DisplayedStatus;
  timeline: { step: TimelineStep; active: boolean }[];
}

export function toOrderItemView(line: OrderLine): OrderItemView {
  return {
    id: line.id,
    product_id: line.productId,
    variant_id: line.variantId,
    product_name: line.productName,
    variant_name: line.variantName,
    quantity: line.quantity,
    unit_price: toShekels(line.unitPrice),
    total_price: toShekels(line.totalPrice),
    cancelled_quantity: line.cancelledQuantity,
    product: line.product ? { id: line.product.id, image_url: line.product.imageUrl } : null,
  };
}

export function toDeliveryAddressView(address: DeliveryAddress): DeliveryAddressView {
  return {
    city: address.city,
    street: address.street,
    house_number: address.houseNumber,
    entrance: address.entrance,
    floor: address.floor,
    apartment: address.apartment,
    zip: address.zip,
    notes: address.notes,
  };
}

/** `invoiceUrl`: the order's issued invoice-receipt (InvoiceLinks), null when none is issued yet. */
export function toOrderView(order: Order, invoiceUrl: string | null = null): OrderView {
  return { ...toOrderRowView(order, invoiceUrl), items: order.items.map(toOrderItemView) };
}

/** The order without its lines, as `toOrderView` answers the rest. */
export function toOrderRowView(order: OrderWithoutLines, invoiceUrl: string | null = null): OrderRowView {
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    payment_error_code: order.paymentErrorCode,
    language: order.language,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    items_total: toShekels(order.itemsTotal),
    discount_code: order.discountCode,
    discount_amount: toShekels(order.discountAmount),
    delivery_method: order.deliveryMethod,
    delivery_address: order.deliveryAddress && toDeliveryAddressView(order.deliveryAddress),
    delivery_fee: toShekels(order.deliveryFee),
    paid_with: order.paidWith,
    installments: order.installments,
    total_amount: toShekels(order.totalAmount),
    refunded_amount: toShekels(order.refundedAmount),
    completed_at: order.completedAt ? order.completedAt.toISOString() : null,
    paid_after_cancellation_at: order.paidAfterCancellationAt ? order.paidAfterCancellationAt.toISOString() : null,
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    customer_phone: order.customerPhone,
    customer_address: order.customerAddress,
    company_name: order.companyName,
    notes: order.notes,
    invoice_url: invoiceUrl,
  };
}

export function toTrackedOrderView(order: Order, invoiceUrl: string | null = null): TrackedOrderView {
  return {
    ...toOrderView(order, invoiceUrl),
    display_status: displayedStatus(order.status, order.paymentStatus, order.paymentMethod),
    timeline: trackingTimeline(order.status),
  };
}
