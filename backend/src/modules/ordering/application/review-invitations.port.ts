import type { Order } from '../domain/order';

/** Port: asks the reviews context to invite the buyer of a completed order. Failures are logged, never raised. */
export abstract class ReviewInvitations {
  abstract inviteBuyer(order: Order): Promise<void>;
}
