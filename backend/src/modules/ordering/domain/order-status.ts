import { adminStatusChange, OrderStatus } from 'shop-rules';
import { DomainError } from '../../../shared/domain/domain-error';

// The lifecycle itself (statuses, who may move an order where) is one shop rule shared with the back
// office: packages/shop-rules/src/order-lifecycle.ts.
export {
  adminStatusChange,
  asOrderStatus,
  asPaymentStatus,
  holdsPayment,
  initialStatus,
  isOnlinePaymentMethod,
  isOrderStatus,
  isPaidWith,
  isPaymentStatus,
  ORDER_STATUSES,
  PAID_WITH,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  statusAfterPayment,
  statusesActedOnBy,
  statusesMovableTo,
  wasPaid,
} from 'shop-rules';
export type { AdminStatusChange, OrderStatus, PaidWith, PaymentMethod, PaymentStatus } from 'shop-rules';

/**
 * Checks a status change asked for by staff. Returns whether the stock held by the order must go
 * back to the shelf (a cancellation), or throws the reason it is refused.
 */
export function planAdminStatusChange(from: OrderStatus, to: OrderStatus): { changes: boolean; releasesStock: boolean } {
  switch (adminStatusChange(from, to)) {
    case 'final':
      throw new DomainError('ORDER_STATUS_FINAL', 'conflict', `A ${from} order cannot change its status`, [
        { field: 'status', message: `${from} is a final status` },
      ]);
    case 'payments-only':
      throw new DomainError('STATUS_SET_BY_PAYMENT_ONLY', 'unprocessable', 'An order becomes paid only through a verified payment', [
        { field: 'status', message: 'paid is set by the payment provider, not by staff' },
      ]);
    case 'unchanged':
      return { changes: false, releasesStock: false };
    case 'allowed':
      return { changes: true, releasesStock: to === 'cancelled' };
  }
}
