import type { SoldOrder } from '../domain/document-content';

/** Port: the order a document is about, as ordering keeps it (bound to ordering's read model). */
export abstract class SoldOrders {
  abstract findSoldOrder(orderId: string): Promise<SoldOrder | null>;
}
