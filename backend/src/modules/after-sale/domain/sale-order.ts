import type { Agorot, CancellableOrder, OrderStatus, PaymentStatus } from 'shop-rules';

/** A line of a sold order, as after-sale reads it from ordering. */
export interface SaleLine {
  id: number;
  productName: string;
  variantName: string;
  quantity: number;
  cancelledQuantity: number;
  unitPrice: Agorot;
  totalPrice: Agorot;
}

/** What after-sale knows of an order: enough to quote, cancel and refund it, and to write to its shopper. */
export interface SaleOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  /** How it was paid once settled: cash, credit_card, installments, bit; null until then. */
  paidWith: string | null;
  language: 'he' | 'ru';
  customerName: string;
  customerEmail: string;
  itemsTotal: Agorot;
  discountAmount: Agorot;
  deliveryFee: Agorot;
  totalAmount: Agorot;
  refundedAmount: Agorot;
  completedAt: Date | null;
  /** A card or Bit payment arrived after the order was cancelled: staff give all of it back. */
  paidAfterCancellation: boolean;
  items: SaleLine[];
}

/** The order as the cancellation rule (shop-rules cancellation.ts) reads it. */
export function cancellableOrder(order: SaleOrder, deliveryRefunded: boolean): CancellableOrder {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    completedAt: order.completedAt,
    discountAmount: order.discountAmount,
    deliveryFee: order.deliveryFee,
    deliveryRefunded,
    totalAmount: order.totalAmount,
    refundedAmount: order.refundedAmount,
    paidAfterCancellation: order.paidAfterCancellation,
    items: order.items.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      cancelledQuantity: line.cancelledQuantity,
      totalPrice: line.totalPrice,
    })),
  };
}
