import { Injectable } from '@nestjs/common';
import { orderChangedMeanwhile, orderNotFound } from '../domain/ordering.errors';
import { holdsStock } from '../domain/stock';
import { OrderReadModel } from './order-read-model.port';
import { OrderStore } from './order-store.port';

/** Deleting an order that still holds units (not cancelled, not completed) returns them to the shelf. */
@Injectable()
export class DeleteOrderUseCase {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly store: OrderStore,
  ) {}

  async execute(orderId: string): Promise<{ stockReturned: boolean }> {
    const order = await this.orders.findById(orderId);
    if (!order) throw orderNotFound();
    const releaseStock = holdsStock(order);
    if (!(await this.store.delete(order.id, order.status, releaseStock))) {
      if (!(await this.orders.findById(orderId))) throw orderNotFound();
      throw orderChangedMeanwhile();
    }
    return { stockReturned: releaseStock };
  }
}
