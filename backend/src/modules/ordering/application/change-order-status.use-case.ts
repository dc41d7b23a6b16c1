import { Injectable } from '@nestjs/common';
import type { Order } from '../domain/order';
import { OrderStatus, planAdminStatusChange } from '../domain/order-status';
import { orderChangedMeanwhile, orderNotFound } from '../domain/ordering.errors';
import { holdsStock } from '../domain/stock';
import { OrderReadModel } from './order-read-model.port';
import { OrderStore } from './order-store.port';

/** Staff move an order along; cancelling puts its units back on the shelf, once. */
@Injectable()
export class ChangeOrderStatusUseCase {
  constructor(private readonly orders: OrderReadModel, private readonly store: OrderStore) {}

  async execute(input: { orderId: string; status: OrderStatus }): Promise<Order> {
    const order = await this.orders.findById(input.orderId);
    if (!order) throw orderNotFound();
    const plan = planAdminStatusChange(order.status, input.status);
    if (plan.changes) {
      const releaseStock = plan.releasesStock && holdsStock(order);
      if (!(await this.store.changeStatus(order.id, order.status, input.status, releaseStock))) throw orderChangedMeanwhile();
    }
    const changed = await this.orders.findById(order.id);
    if (!changed) throw orderNotFound();
    return changed;
  }
}
