import type { Order } from '../domain/order';

/** Port: tells the shopper their order was received. Failures are the caller's to log, never to raise. */
export abstract class OrderMailer {
  abstract sendConfirmation(order: Order): Promise<void>;
}
