import { Injectable } from '@nestjs/common';
import { OrderReadModel } from '../../ordering/application/order-read-model.port';
import { sameEmail } from '../../ordering/domain/customer';
import { normalizeOrderNumber } from '../../ordering/domain/order-number';
import { phoneDigits } from '../../ordering/domain/order-search';
import { AfterSaleOrders } from '../application/after-sale-orders.port';
import type { SaleOrder } from '../domain/sale-order';
import { toSaleOrder } from './after-sale.mapper';

/** After-sale's port answered by ordering: its read model, and its own rules for emails and phones. */
@Injectable()
export class OrderingAfterSaleOrders extends AfterSaleOrders {
  constructor(private readonly orders: OrderReadModel) {
    super();
  }

  async findForShopper(query: { orderNumber: string; email: string | null; phone: string | null }): Promise<SaleOrder | null> {
    const order = await this.orders.findByNumber(normalizeOrderNumber(query.orderNumber));
    if (!order) return null;
    const emailMatches = query.email !== null && sameEmail(order.customerEmail, query.email);
    const typedPhone = query.phone === null ? '' : phoneDigits(query.phone);
    const phoneMatches = typedPhone !== '' && typedPhone === phoneDigits(order.customerPhone);
    return emailMatches || phoneMatches ? toSaleOrder(order) : null;
  }

  async findById(orderId: string): Promise<SaleOrder | null> {
    const order = await this.orders.findById(orderId);
    return order && toSaleOrder(order);
  }
}
