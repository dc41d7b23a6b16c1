import { phoneDigits } from '../domain/order-search';
import { toAgorot, toShekels } from 'shop-rules';
import { asOrderLanguage, DeliveryAddress, Order, OrderWithoutLines } from '../domain/order';
import { asOrderStatus, asPaymentStatus, isPaidWith, PaymentMethod } from '../domain/order-status';
import { OrderItemEntity } from './order-item.entity';
import { OrderEntity } from './order.entity';

/** The address column (JSON) as the order keeps it. */
export function parseDeliveryAddress(text: string | null): DeliveryAddress | null {
  if (!text) return null;
  const raw = JSON.parse(text) as Partial<DeliveryAddress>;
  return {
    city: String(raw.city ?? ''),
    street: String(raw.street ?? ''),
    houseNumber: String(raw.houseNumber ?? ''),
    // Orders placed before floor and entrance were asked have neither key.
    entrance: raw.entrance ?? null,
    floor: raw.floor ?? null,
    apartment: raw.apartment ?? null,
    zip: raw.zip ?? null,
    notes: raw.notes ?? null,
  };
}

/** The order's own row to the order without its lines. */
export function toOrderWithoutLines(row: OrderEntity): OrderWithoutLines {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: asOrderStatus(row.status),
    paymentStatus: asPaymentStatus(row.paymentStatus),
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentErrorCode: row.paymentErrorCode,
    language: asOrderLanguage(row.language),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    companyName: row.companyName,
    notes: row.notes,
    itemsTotal: toAgorot(row.itemsTotal),
    discountCode: row.discountCode,
    discountAmount: toAgorot(row.discountAmount),
    deliveryMethod: row.deliveryMethod === 'courier' ? 'courier' : 'pickup',
    deliveryAddress: parseDeliveryAddress(row.deliveryAddress),
    deliveryFee: toAgorot(row.deliveryFee),
    totalAmount: toAgorot(row.totalAmount),
    stockReleased: Boolean(row.stockReleased),
    paidAt: row.paidAt,
    paidWith: isPaidWith(row.paidWith) ? row.paidWith : null,
    installments: row.installments ?? null,
    // Orders completed before the field existed on an embedded database: their last change is when.
    completedAt: row.completedAt ?? (row.status === 'completed' ? row.updatedAt : null),
    refundedAmount: toAgorot(row.refundedAmount ?? 0),
    cancellationRequested: Boolean(row.cancellationRequested),
    paidAfterCancellationAt: row.paidAfterCancellationAt ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Rows to the order the application works with; `images` holds the pictures of products that still exist. */
export function toOrder(row: OrderEntity, items: OrderItemEntity[], images: Map<number, string | null>): Order {
  return {
    ...toOrderWithoutLines(row),
    items: [...items]
      .sort((a, b) => a.id - b.id)
      .map((item) => ({
        id: item.id,
        productId: item.productId,
        variantId: item.variantId,
        productName: item.productName,
        variantName: item.variantName,
        quantity: item.quantity,
        unitPrice: toAgorot(item.unitPrice),
        totalPrice: toAgorot(item.totalPrice),
        cancelledQuantity: item.cancelledQuantity ?? 0,
        product:
          item.productId !== null && images.has(item.productId)
            ? { id: item.productId, imageUrl: images.get(item.productId) ?? null }
            : null,
      })),
  };
}

/** The order's row values, money back in decimal shekels for the DECIMAL columns. */
export function toOrderRow(order: Order): Partial<OrderEntity> {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentErrorCode: order.paymentErrorCode,
    language: order.language,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    customerPhoneDigits: phoneDigits(order.customerPhone),
    customerAddress: order.customerAddress,
    companyName: order.companyName,
    notes: order.notes,
    itemsTotal: toShekels(order.itemsTotal),
    discountCode: order.discountCode,
    discountAmount: toShekels(order.discountAmount),
    deliveryMethod: order.deliveryMethod,
    deliveryAddress: order.deliveryAddress && JSON.stringify(order.deliveryAddress),
    deliveryFee: toShekels(order.deliveryFee),
    totalAmount: toShekels(order.totalAmount),
    stockReleased: order.stockReleased,
    paidAt: order.paidAt,
    paidWith: order.paidWith,
    installments: order.installments,
    completedAt: order.completedAt,
    refundedAmount: toShekels(order.refundedAmount),
    cancellationRequested: order.cancellationRequested,
    paidAfterCancellationAt: order.paidAfterCancellationAt,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

export function toItemRows(order: Order): Partial<OrderItemEntity>[] {
  return order.items.map((item) => ({
    orderId: order.id,
    productId: item.productId,
    variantId: item.variantId,
    productName: item.productName,
    variantName: item.variantName,
    quantity: item.quantity,
    unitPrice: toShekels(item.unitPrice),
    totalPrice: toShekels(item.totalPrice),
  }));
}
