import type { SoldOrder } from '../../documents/application/tax-document-requests.port';
import type { Order } from '../domain/order';

/** A paid order as its tax documents tell it (the documents context's request shape). */
export function soldOrderOf(order: Order): SoldOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    language: order.language,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    customerAddress: order.customerAddress,
    companyName: order.companyName,
    // The checkout asks no company number (ח.פ.) yet: every document goes to a private buyer's name.
    companyNumber: null,
    lines: order.items.map((item) => ({
      productName: item.productName,
      variantName: item.variantName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    itemsTotal: order.itemsTotal,
    discountCode: order.discountCode,
    discountAmount: order.discountAmount,
    deliveryMethod: order.deliveryMethod,
    deliveryFee: order.deliveryFee,
    totalAmount: order.totalAmount,
    paymentMethod: order.paymentMethod,
    paidWith: order.paidWith,
    installments: order.installments,
    paidAt: order.paidAt,
  };
}
