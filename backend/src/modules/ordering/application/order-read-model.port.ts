import type { Page } from '../../../shared/pagination/list-query';
import type { Order, OrderWithoutLines } from '../domain/order';

// The order as ordering's published reads answer it (after-sale maps it to its own view).
export type { Order } from '../domain/order';
import type { OrderSearch } from '../domain/order-search';
import type { OrderStatus, PaymentStatus } from '../domain/order-status';

export interface OrderFilters {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Inclusive lower bound of created_at. */
  createdFrom?: Date;
  /** Exclusive upper bound of created_at (the shop's midnight after date_to). */
  createdBefore?: Date;
  /** What staff typed, classified (domain/order-search.ts): an exact number, email or phone, or words. */
  search?: OrderSearch;
  /** Only orders with a cancellation request waiting for staff (`cancellation: open`). */
  openCancellation?: boolean;
  /** Only orders a card or Bit payment reached after they were cancelled (`paid_after_cancellation: true`). */
  paidAfterCancellation?: boolean;
}

export const ORDER_SORT_FIELDS = ['created_at', 'order_number', 'total_amount', 'status', 'payment_status', 'customer_name'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

export interface OrderPageRequest {
  offset: number;
  limit: number;
  sortField: OrderSortField;
  sortOrder: 'ASC' | 'DESC';
}

export type StatusCounts = Record<'total' | OrderStatus, number>;

/** Port: reads of orders, filtered and paginated in the database. */
export abstract class OrderReadModel {
  abstract findById(orderId: string): Promise<Order | null>;
  abstract findByNumber(orderNumber: string): Promise<Order | null>;
  abstract list(filters: OrderFilters, page: OrderPageRequest): Promise<Page<Order>>;
  /** The same page without the orders' lines (the desk's list, `lines=false`): one statement less. */
  abstract listWithoutLines(filters: OrderFilters, page: OrderPageRequest): Promise<Page<OrderWithoutLines>>;
  abstract countByStatus(): Promise<StatusCounts>;
}
