import { Injectable } from '@nestjs/common';
import type { Order, OrderDetailsChanges } from '../domain/order';
import { orderNotFound } from '../domain/ordering.errors';
import { OrderReadModel } from './order-read-model.port';
import { OrderStore } from './order-store.port';

/** Staff correct the customer's contact details or the notes; lines and money never change here. */
@Injectable()
export class UpdateOrderDetailsUseCase {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly store: OrderStore,
  ) {}

  async execute(input: { orderId: string; changes: OrderDetailsChanges }): Promise<Order> {
    const changes = Object.fromEntries(Object.entries(input.changes).filter(([, v]) => v !== undefined)) as OrderDetailsChanges;
    if (Object.keys(changes).length > 0 && !(await this.store.updateDetails(input.orderId, changes))) throw orderNotFound();
    const order = await this.orders.findById(input.orderId);
    if (!order) throw orderNotFound();
    return order;
  }
}
