import { Injectable } from '@nestjs/common';
import { OrderReadModel } from '../../ordering/application/order-read-model.port';
import { SoldOrders } from '../application/sold-orders.port';
import type { SoldOrder } from '../domain/document-content';

/** Documents' port answered by the ordering context's read model. */
@Injectable()
export class OrderingSoldOrders extends SoldOrders {
  constructor(private readonly orders: OrderReadModel) {
    super();
  }

  async findSoldOrder(orderId: string): Promise<SoldOrder | null> {
    const order = await this.orders.findById(orderId);
    if (!order) return null;
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
}
