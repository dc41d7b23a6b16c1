import type { Order } from '../domain/order';
import type { OrderFilters } from './order-read-model.port';

/** Port: every order matching the desk's filters, newest first, a batch at a time (keyset pages, never offsets). */
export abstract class OrderExportSource {
  abstract batches(filters: OrderFilters, batchSize: number): AsyncIterable<Order[]>;
}
