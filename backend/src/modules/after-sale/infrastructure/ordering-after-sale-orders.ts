import { Injectable } from '@nestjs/common';
import { OrderReadModel } from '../../ordering/application/order-read-model.port';
import { ShopperOrderLookup } from '../../ordering/application/shopper-order-lookup.service';
import { AfterSaleOrders } from '../application/after-sale-orders.port';
import type { SaleOrder } from '../domain/sale-order';
import { toSaleOrder } from './after-sale.mapper';

/** After-sale's port answered by ordering's published reads (with its own rules for numbers, emails and phones). */
@Injectable()
export class OrderingAfterSaleOrders extends AfterSaleOrders {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly shoppers: ShopperOrderLookup,
  ) {
    super();
  }

  async findForShopper(query: { orderNumber: string; email: string | null; phone: string | null }): Promise<SaleOrder | null> {
    const order = await this.shoppers.find(query);
    return order && toSaleOrder(order);
  }

  async findById(orderId: string): Promise<SaleOrder | null> {
    const order = await this.orders.findById(orderId);
    return order && toSaleOrder(order);
  }
}
