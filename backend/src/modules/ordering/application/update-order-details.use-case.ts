import { Injectable } from '@nestjs/common';
import { withOneAddress } from '../domain/delivery-address';
import type { Order, OrderDetailsChanges } from '../domain/order';
import { orderNotFound } from '../domain/ordering.errors';
import { OrderReadModel } from './order-read-model.port';
import { OrderStore } from './order-store.port';

/**
 * Staff correct the customer's contact details, the notes or a courier order's delivery address; lines
 * and money never change here (the courier fee does not depend on the address).
 */
@Injectable()
export class UpdateOrderDetailsUseCase {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly store: OrderStore,
  ) {}

  async execute(input: { orderId: string; changes: OrderDetailsChanges }): Promise<Order> {
    const sent = Object.fromEntries(Object.entries(input.changes).filter(([, v]) => v !== undefined)) as OrderDetailsChanges;
    if (Object.keys(sent).length > 0) {
      // The delivery method and language never change after checkout, so reading them first is safe.
      const before = await this.orders.findById(input.orderId);
      if (!before) throw orderNotFound();
      if (!(await this.store.updateDetails(input.orderId, withOneAddress(before, sent)))) throw orderNotFound();
    }
    const order = await this.orders.findById(input.orderId);
    if (!order) throw orderNotFound();
    return order;
  }
}
