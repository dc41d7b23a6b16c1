import type { CancellationRequest } from '../domain/cancellation-request';
import type { Refund } from '../domain/refund';
import type { SaleOrder } from '../domain/sale-order';

/** Port: tells the shopper about their cancellation request or a refund, in the order's language. Failures are the caller's to log, never to raise. */
export abstract class AfterSaleMailer {
  abstract sendRequestReceived(order: SaleOrder, request: CancellationRequest): Promise<void>;
  abstract sendApproved(order: SaleOrder, request: CancellationRequest, refund: Refund): Promise<void>;
  abstract sendRejected(order: SaleOrder, request: CancellationRequest): Promise<void>;
  /** A refund staff made from the orders desk without a request. */
  abstract sendRefunded(order: SaleOrder, refund: Refund): Promise<void>;
}
