import type { Agorot } from './money';
import { isOnlinePaymentMethod, ORDER_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from './order-statuses';

/**
 * Who moves an order (or acts on it and leaves it where it is):
 * - `payment`: the payment provider's verified verdict on a card or Bit payment;
 * - `cash`: the orders desk recording a cash payment taken at the store;
 * - `staff`: staff picking a status on the orders desk;
 * - `shopper`: a shopper's cancellation request, quoted and made on the shop's site;
 * - `refund`: staff carrying out a cancellation with its refund (approving a shopper's request, or
 *   cancelling from the orders desk), and the sweep that finishes such a refund after a stop.
 * Nothing moves an order on its own: an order only starts somewhere on its own (`start`).
 */
export const ORDER_MOVERS = ['payment', 'cash', 'staff', 'shopper', 'refund'] as const;
export type OrderMover = (typeof ORDER_MOVERS)[number];

export interface OrderStateEntry {
  /** Checkout places orders in this status (see initialStatus). */
  readonly start?: true;
  /**
   * The statuses an order may go to from here, each with who may take it there. The status itself
   * means they may act on the order and it stays where it is: a payment that does not move it, part
   * of it cancelled, a refund of a cancelled order.
   */
  readonly to: Readonly<Partial<Record<OrderStatus, readonly OrderMover[]>>>;
}

/**
 * The order lifecycle, one entry per status (after Vendure's order-state.ts): the one table the
 * backend's guards, the cancellation rule and the back office's status select all read.
 *
 * `unpaid` (card or Bit, waiting for the provider) and `new` (cash, or nothing to pay) are where orders
 * start. Only a verified payment makes an order `paid`, and only from `unpaid`; a payment on an order
 * staff moved on already, or on a cancelled one (it arrived late: staff give it back), leaves its status
 * alone. Staff move open orders anywhere but `paid`; `completed` and `cancelled` are theirs no more,
 * though a completed order may still be cancelled, wholly or in part, through a cancellation within
 * its period. A cancelled order stays cancelled; money it still holds may be refunded.
 */
export const orderStateTransitions: Readonly<Record<OrderStatus, OrderStateEntry>> = {
  unpaid: {
    start: true,
    to: {
      // A cash order staff set back to unpaid is still paid at the desk; part of it cancelled once paid.
      unpaid: ['cash', 'shopper', 'refund'],
      paid: ['payment'],
      new: ['staff'],
      preparing: ['staff'],
      ready: ['staff'],
      completed: ['staff'],
      cancelled: ['staff', 'shopper', 'refund'],
    },
  },
  paid: {
    to: {
      // A paid order takes no second payment.
      paid: ['shopper', 'refund'],
      unpaid: ['staff'],
      new: ['staff'],
      preparing: ['staff'],
      ready: ['staff'],
      completed: ['staff'],
      cancelled: ['staff', 'shopper', 'refund'],
    },
  },
  new: {
    start: true,
    to: {
      new: ['payment', 'cash', 'shopper', 'refund'],
      unpaid: ['staff'],
      preparing: ['staff'],
      ready: ['staff'],
      completed: ['staff'],
      cancelled: ['staff', 'shopper', 'refund'],
    },
  },
  preparing: {
    to: {
      preparing: ['payment', 'cash', 'shopper', 'refund'],
      unpaid: ['staff'],
      new: ['staff'],
      ready: ['staff'],
      completed: ['staff'],
      cancelled: ['staff', 'shopper', 'refund'],
    },
  },
  ready: {
    to: {
      ready: ['payment', 'cash', 'shopper', 'refund'],
      unpaid: ['staff'],
      new: ['staff'],
      preparing: ['staff'],
      completed: ['staff'],
      cancelled: ['staff', 'shopper', 'refund'],
    },
  },
  completed: {
    to: {
      completed: ['payment', 'cash', 'shopper', 'refund'],
      cancelled: ['shopper', 'refund'],
    },
  },
  cancelled: {
    to: {
      // A payment that arrived after the cancellation, and the refund that gives it back.
      cancelled: ['payment', 'refund'],
    },
  },
};

/** Whether `by` may take an order from `from` to `to` (`to` equal to `from`: act on it and leave it there). */
export function canMove(from: OrderStatus, to: OrderStatus, by: OrderMover): boolean {
  return orderStateTransitions[from].to[to]?.includes(by) ?? false;
}

/** Where `by` may take an order from `from`, in lifecycle order (`from` itself when they may act on it there). */
export function allowedMoves(from: OrderStatus, by: OrderMover): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMove(from, to, by));
}

/** The statuses from which `by` may take an order to `to`: the WHERE list of a guarded UPDATE. */
export function statusesMovableTo(to: OrderStatus, by: OrderMover): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canMove(from, to, by));
}

/** The statuses `by` may act on at all. */
export function statusesActedOnBy(by: OrderMover): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => allowedMoves(from, by).length > 0);
}

/**
 * Where a settled payment (the provider's verdict, or cash at the desk) leaves an order: `paid` where
 * the table moves it there, its own status where the payment may land without moving it, null where
 * no payment may be taken.
 */
export function statusAfterPayment(from: OrderStatus, by: 'payment' | 'cash'): OrderStatus | null {
  if (canMove(from, 'paid', by)) return 'paid';
  return canMove(from, from, by) ? from : null;
}

/** What a change staff ask for is: allowed, no change, only the payment provider's to make, or not theirs to make. */
export type AdminStatusChange = 'allowed' | 'unchanged' | 'payments-only' | 'final';

/** Whether some other status leads to `to` by `by`'s hand. */
const reachedBy = (to: OrderStatus, by: OrderMover): boolean => statusesMovableTo(to, by).some((from) => from !== to);

export function adminStatusChange(from: OrderStatus, to: OrderStatus): AdminStatusChange {
  if (allowedMoves(from, 'staff').length === 0) return 'final';
  if (canMove(from, to, 'staff')) return 'allowed';
  // Before "unchanged": asking for paid is refused as the provider's, even for a paid order.
  if (reachedBy(to, 'payment')) return 'payments-only';
  return from === to ? 'unchanged' : 'final';
}

/**
 * Card and Bit orders wait for the provider's verdict; cash orders are ready to be prepared. A card or
 * Bit order with nothing to pay (a discount as large as its goods, with pickup) is never sent to the
 * provider: it is settled as placed and ready to be prepared.
 */
export function initialStatus(method: PaymentMethod, total: Agorot): { status: OrderStatus; paymentStatus: PaymentStatus } {
  if (!isOnlinePaymentMethod(method)) return { status: 'new', paymentStatus: 'pending' };
  return total > 0 ? { status: 'unpaid', paymentStatus: 'pending' } : { status: 'new', paymentStatus: 'paid' };
}
