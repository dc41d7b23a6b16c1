import { Injectable } from '@nestjs/common';
import type { Order } from '../domain/order';
import { statusAfterPayment } from '../domain/order-status';
import { cancelledOrderNotPayable, notACashOrder, orderChangedMeanwhile, orderNotFound } from '../domain/ordering.errors';
import { OrderReadModel } from './order-read-model.port';
import { OrderStore } from './order-store.port';

/**
 * The desk records that a cash order was paid at the store: paid with cash, now; its invoice-receipt is
 * requested in the same transaction. Asking again for a paid order changes nothing (a double click, a
 * retry): the order is answered as it is. A card or Bit order is paid only through its provider, and a
 * cancelled order is not paid at all (the lifecycle table says where cash may be taken).
 */
@Injectable()
export class RecordCashPaymentUseCase {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly store: OrderStore,
  ) {}

  async execute(orderId: string): Promise<Order> {
    const order = await this.orders.findById(orderId);
    if (!order) throw orderNotFound();
    this.refuseUnpayable(order);
    if (order.paidAt === null && !(await this.store.recordCashPayment(order.id, new Date()))) {
      // Changed meanwhile: paid by another desk (fine), cancelled, or something else.
      const now = await this.orders.findById(order.id);
      if (!now) throw orderNotFound();
      this.refuseUnpayable(now);
      if (now.paidAt === null) throw orderChangedMeanwhile();
    }
    const current = await this.orders.findById(order.id);
    if (!current) throw orderNotFound();
    return current;
  }

  private refuseUnpayable(order: Order): void {
    if (order.paymentMethod !== 'cash') throw notACashOrder();
    // Where the lifecycle table takes no cash: a cancelled order (a cash order never reaches paid, which
    // only a provider's verdict sets).
    if (statusAfterPayment(order.status, 'cash') === null) throw cancelledOrderNotPayable();
  }
}
