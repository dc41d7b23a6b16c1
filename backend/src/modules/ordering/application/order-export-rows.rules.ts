import { amountCell, shopDateTimeCell } from '../../../shared/csv/csv-cells';
import type { Order } from '../domain/order';

export const ORDER_EXPORT_LAYOUTS = ['orders', 'lines'] as const;
export type OrderExportLayout = (typeof ORDER_EXPORT_LAYOUTS)[number];

type Cell = string | number;

/** One row per order: its customer, delivery, payment and totals. */
export const ORDER_COLUMNS = [
  'order_number',
  'created_at',
  'status',
  'payment_status',
  'payment_method',
  'paid_with',
  'installments',
  'paid_at',
  'language',
  'customer_name',
  'customer_email',
  'customer_phone',
  'company_name',
  'delivery_method',
  'delivery_city',
  'delivery_street',
  'delivery_house_number',
  'delivery_entrance',
  'delivery_floor',
  'delivery_apartment',
  'delivery_zip',
  'units',
  'items_total',
  'discount_code',
  'discount_amount',
  'delivery_fee',
  'total_amount',
  'refunded_amount',
  'notes',
] as const;

/** One row per order line, with the order's number, date, statuses and customer beside it. */
export const LINE_COLUMNS = [
  'order_number',
  'created_at',
  'status',
  'payment_status',
  'payment_method',
  'customer_name',
  'customer_email',
  'customer_phone',
  'product_id',
  'variant_id',
  'product_name',
  'variant_name',
  'quantity',
  'cancelled_quantity',
  'unit_price',
  'line_total',
] as const;

export function orderRow(order: Order, timeZone: string): Cell[] {
  const address = order.deliveryAddress;
  return [
    order.orderNumber,
    shopDateTimeCell(order.createdAt, timeZone),
    order.status,
    order.paymentStatus,
    order.paymentMethod,
    order.paidWith ?? '',
    order.installments ?? '',
    shopDateTimeCell(order.paidAt, timeZone),
    order.language,
    order.customerName,
    order.customerEmail,
    order.customerPhone,
    order.companyName ?? '',
    order.deliveryMethod,
    address?.city ?? '',
    address?.street ?? '',
    address?.houseNumber ?? '',
    address?.entrance ?? '',
    address?.floor ?? '',
    address?.apartment ?? '',
    address?.zip ?? '',
    order.items.reduce((units, line) => units + line.quantity, 0),
    amountCell(order.itemsTotal),
    order.discountCode ?? '',
    amountCell(order.discountAmount),
    amountCell(order.deliveryFee),
    amountCell(order.totalAmount),
    amountCell(order.refundedAmount),
    order.notes ?? '',
  ];
}

export function lineRows(order: Order, timeZone: string): Cell[][] {
  const created = shopDateTimeCell(order.createdAt, timeZone);
  return order.items.map((line) => [
    order.orderNumber,
    created,
    order.status,
    order.paymentStatus,
    order.paymentMethod,
    order.customerName,
    order.customerEmail,
    order.customerPhone,
    line.productId ?? '',
    line.variantId ?? '',
    line.productName,
    line.variantName,
    line.quantity,
    line.cancelledQuantity,
    amountCell(line.unitPrice),
    amountCell(line.totalPrice),
  ]);
}
