import { sqlBoolean, sqlDate, sqlMoney, sqlTextOrNull } from '../../../shared/database/raw-values';
import type { OrderItemEntity } from './order-item.entity';
import type { OrderEntity } from './order.entity';

/**
 * Orders and their lines read as raw rows and mapped here: the order list reads 25 orders and
 * their lines per request, and the ORM's entity hydration was the largest CPU cost of it.
 */
export const ORDER_COLUMNS_SQL = [
  'id',
  'order_number',
  'status',
  'payment_status',
  'payment_method',
  'payment_error_code',
  'language',
  'customer_name',
  'customer_email',
  'customer_phone',
  'customer_address',
  'company_name',
  'notes',
  'items_total',
  'discount_code',
  'discount_amount',
  'delivery_method',
  'delivery_address',
  'delivery_fee',
  'total_amount',
  'stock_released',
  'paid_at',
  'paid_with',
  'installments',
  'completed_at',
  'refunded_amount',
  'cancellation_requested',
  'paid_after_cancellation_at',
  'created_at',
  'updated_at',
]
  .map((column) => `o.${column} AS ${column}`)
  .join(', ');

export type OrderRow = Record<string, unknown>;

/** The row in the entity's shape, for the mapper shared with the write side. */
export function orderFromRow(row: OrderRow): OrderEntity {
  return {
    id: String(row.id),
    orderNumber: String(row.order_number),
    status: String(row.status),
    paymentStatus: String(row.payment_status),
    paymentMethod: String(row.payment_method),
    paymentErrorCode: sqlTextOrNull(row.payment_error_code),
    language: String(row.language),
    customerName: String(row.customer_name),
    customerEmail: String(row.customer_email),
    customerPhone: String(row.customer_phone),
    customerAddress: sqlTextOrNull(row.customer_address),
    companyName: sqlTextOrNull(row.company_name),
    notes: sqlTextOrNull(row.notes),
    itemsTotal: sqlMoney(row.items_total),
    discountCode: sqlTextOrNull(row.discount_code),
    discountAmount: sqlMoney(row.discount_amount),
    deliveryMethod: String(row.delivery_method),
    deliveryAddress: sqlTextOrNull(row.delivery_address),
    deliveryFee: sqlMoney(row.delivery_fee),
    totalAmount: sqlMoney(row.total_amount),
    stockReleased: sqlBoolean(row.stock_released),
    paidAt: row.paid_at === null ? null : sqlDate(row.paid_at),
    paidWith: sqlTextOrNull(row.paid_with),
    installments: row.installments === null || row.installments === undefined ? null : Number(row.installments),
    completedAt: row.completed_at === null || row.completed_at === undefined ? null : sqlDate(row.completed_at),
    refundedAmount: sqlMoney(row.refunded_amount),
    cancellationRequested: sqlBoolean(row.cancellation_requested),
    paidAfterCancellationAt:
      row.paid_after_cancellation_at === null || row.paid_after_cancellation_at === undefined
        ? null
        : sqlDate(row.paid_after_cancellation_at),
    createdAt: sqlDate(row.created_at),
    updatedAt: sqlDate(row.updated_at),
  } as OrderEntity;
}

/** Lines of the given orders with the picture of each line's product, if the product still exists. */
export function itemsStatement(orderCount: number): string {
  const ids = Array.from({ length: orderCount }, () => '?').join(', ');
  return `SELECT oi.id AS id, oi.order_id AS order_id, oi.product_id AS product_id, oi.variant_id AS variant_id,
                 oi.product_name AS product_name, oi.variant_name AS variant_name, oi.quantity AS quantity,
                 oi.unit_price AS unit_price, oi.total_price AS total_price,
                 oi.cancelled_quantity AS cancelled_quantity, p.id AS existing_product_id,
                 COALESCE(NULLIF(p.image_url, ''),
                          (SELECT i.url FROM product_images i WHERE i.product_id = p.id
                            ORDER BY i.is_primary DESC, i.sort_order ASC, i.id ASC LIMIT 1)) AS image_url
            FROM order_items oi LEFT JOIN products p ON p.id = oi.product_id
           WHERE oi.order_id IN (${ids})`;
}

export function itemFromRow(row: OrderRow): OrderItemEntity {
  return {
    id: Number(row.id),
    orderId: String(row.order_id),
    productId: row.product_id === null ? null : Number(row.product_id),
    variantId: row.variant_id === null ? null : Number(row.variant_id),
    productName: String(row.product_name),
    variantName: String(row.variant_name ?? ''),
    quantity: Number(row.quantity),
    unitPrice: sqlMoney(row.unit_price),
    totalPrice: sqlMoney(row.total_price),
    cancelledQuantity: Number(row.cancelled_quantity ?? 0),
  } as OrderItemEntity;
}
