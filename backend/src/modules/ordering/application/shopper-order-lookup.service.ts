import { Injectable } from '@nestjs/common';
import { sameEmail } from '../domain/customer';
import type { Order } from '../domain/order';
import { normalizeOrderNumber } from '../domain/order-number';
import { phoneDigits } from '../domain/order-search';
import { OrderReadModel } from './order-read-model.port';

/**
 * Finds a shopper's order by its number and the email (any case) or the phone (any spelling of the
 * digits) it was placed with: null when either does not match. Published for after-sale's requests.
 */
@Injectable()
export class ShopperOrderLookup {
  constructor(private readonly orders: OrderReadModel) {}

  async find(query: { orderNumber: string; email: string | null; phone: string | null }): Promise<Order | null> {
    const order = await this.orders.findByNumber(normalizeOrderNumber(query.orderNumber));
    if (!order) return null;
    const emailMatches = query.email !== null && sameEmail(order.customerEmail, query.email);
    const typedPhone = query.phone === null ? '' : phoneDigits(query.phone);
    const phoneMatches = typedPhone !== '' && typedPhone === phoneDigits(order.customerPhone);
    return emailMatches || phoneMatches ? order : null;
  }
}
