import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { sameEmail } from '../domain/customer';
import type { Order } from '../domain/order';
import { normalizeOrderNumber } from '../domain/order-number';
import { orderNotFound, TRACKING_MESSAGES } from '../domain/ordering.errors';
import { OrderReadModel } from './order-read-model.port';

/** Order tracking: the number finds the order, the email (any case) proves it is the shopper's. */
@Injectable()
export class TrackOrderUseCase {
  constructor(private readonly orders: OrderReadModel) {}

  async execute(input: { orderNumber?: string; email?: string }): Promise<Order> {
    const orderNumber = input.orderNumber?.trim() ?? '';
    const email = input.email?.trim() ?? '';
    const missing = [orderNumber ? null : 'order_number', email ? null : 'email'].filter((f): f is string => f !== null);
    if (missing.length > 0) {
      throw new DomainError(
        'TRACKING_DETAILS_REQUIRED',
        'invalid',
        TRACKING_MESSAGES.missingFields,
        missing.map((field) => ({ field, message: `${field} is required` })),
      );
    }
    const order = await this.orders.findByNumber(normalizeOrderNumber(orderNumber));
    if (!order) throw orderNotFound();
    if (!sameEmail(order.customerEmail, email)) throw new DomainError('EMAIL_MISMATCH', 'forbidden', TRACKING_MESSAGES.emailMismatch);
    return order;
  }
}
