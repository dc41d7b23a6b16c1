import type { SaleOrder } from '../domain/sale-order';

/** Port: after-sale reads orders from ordering. */
export abstract class AfterSaleOrders {
  /**
   * The order with this number when the email (any case) or the phone (any format, compared by its
   * digits) is the one it was placed with. Null for an unknown order and for a wrong email or phone alike.
   */
  abstract findForShopper(query: { orderNumber: string; email: string | null; phone: string | null }): Promise<SaleOrder | null>;
  abstract findById(orderId: string): Promise<SaleOrder | null>;
}
