import type { Order } from '../domain/order';
import type { StatusNotice } from './order-status-notice.messages';

/** Port: tells the shopper their order was received. Failures are the caller's to log, never to raise. */
export abstract class OrderMailer {
  abstract sendConfirmation(order: Order): Promise<void>;
  /** Tells the shopper staff set their order to ready for pickup, or cancelled it. */
  abstract sendStatusNotice(order: Order, notice: StatusNotice): Promise<void>;
}
