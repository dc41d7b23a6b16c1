import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import type { Order } from '../domain/order';
import { orderNotFound } from '../domain/ordering.errors';
import { OrderReadModel } from './order-read-model.port';

/**
 * A staff member opening one order's details: a sensitive read (the customer's name, email, phone and
 * address), recorded as `read` with who and from where. The desk's list is not recorded row by row.
 */
@Injectable()
export class OpenOrderDetailsUseCase {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly audit: AuditTrail,
  ) {}

  async execute(orderId: string): Promise<Order> {
    const order = await this.orders.findById(orderId);
    if (!order) throw orderNotFound();
    await this.audit.record(null, { action: 'read', entityType: 'order', entityId: order.id });
    return order;
  }
}
