import type { Agorot } from './money';
import { canMove, type OrderMover } from './order-lifecycle';
import { holdsPayment, type OrderStatus, type PaymentStatus } from './order-statuses';
import { daysInMonth, shopDay, startOfShopDay } from './shop-calendar';

/**
 * Cancelling a distance sale (Consumer Protection Law, section 14C, and its cancellation
 * regulations; shared/tax-documents.md): how long the shopper may cancel, the fee the shop may keep,
 * what comes back for the lines chosen, and when the shop refuses. One rule for the public quote, the
 * request, the staff's approval and a refund staff make themselves.
 */
export const CANCELLATION_REASONS = ['changed_mind', 'defect', 'not_as_described', 'late_or_missing', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const isCancellationReason = (value: unknown): value is CancellationReason =>
  typeof value === 'string' && (CANCELLATION_REASONS as readonly string[]).includes(value);

/** The shop's own fault (a defect, goods unlike their description, late or missing delivery): no fee. */
export const FEE_FREE_REASONS: readonly CancellationReason[] = ['defect', 'not_as_described', 'late_or_missing'];

/**
 * Why a cancellation is refused. WHOLE_ORDER_ONLY: an order not paid yet has no money to split (nor one
 * whose status the lifecycle table lets no part of it be cancelled in), so it is cancelled as a whole or
 * not at all. ORDER_ALREADY_CANCELLED: the table lets the asker cancel nothing more of it.
 */
export const CANCELLATION_REFUSALS = [
  'ORDER_ALREADY_CANCELLED',
  'ORDER_ALREADY_REFUNDED',
  'CANCELLATION_PERIOD_OVER',
  'NOTHING_TO_CANCEL',
  'WHOLE_ORDER_ONLY',
] as const;
export type CancellationRefusal = (typeof CANCELLATION_REFUSALS)[number];

/** 14 days from delivery or pickup; 4 months for a shopper who states the longer period applies to them. */
export const STANDARD_PERIOD_DAYS = 14;
export const EXTENDED_PERIOD_MONTHS = 4;
/** The fee is at most 5% of the price or ₪100, whichever is lower. */
export const CANCELLATION_FEE_PERCENT = 5;
export const CANCELLATION_FEE_CAP: Agorot = 10_000;

/**
 * `extended`: the shopper states they are a person with a disability, a senior citizen or a new
 * immigrant and the sale included a conversation with the shop.
 */
export type CancellationPeriod = 'standard' | 'extended';
export const cancellationPeriod = (longerPeriodStatement: boolean): CancellationPeriod => (longerPeriodStatement ? 'extended' : 'standard');

/**
 * The last moment a cancellation is in time, or null while the order is not completed (delivered or
 * picked up): until then it may always be cancelled. Days are the shop's calendar days: an order
 * completed on 1 March may be cancelled through the whole of 15 March (day 14), not on 16 March.
 */
export function cancellationDeadline(completedAt: Date | null, period: CancellationPeriod, timeZone: string): Date | null {
  if (!completedAt) return null;
  const { year, month, day } = shopDay(completedAt, timeZone);
  let last: { year: number; month: number; day: number };
  if (period === 'standard') {
    last = { year, month, day: day + STANDARD_PERIOD_DAYS };
  } else {
    // Four months on, the same day of the month; 31 October runs to the last day of February.
    const target = month + EXTENDED_PERIOD_MONTHS;
    last = { year, month: target, day: Math.min(day, daysInMonth(year, target)) };
  }
  return new Date(startOfShopDay(last.year, last.month, last.day + 1, timeZone).getTime() - 1);
}

/** Whether the reason lets the shop keep a fee. */
export const reasonAllowsFee = (reason: CancellationReason): boolean => !FEE_FREE_REASONS.includes(reason);

/** 5% of the cancelled goods' paid value (rounded to the agora), never more than ₪100; none when not charged. */
export function cancellationFee(goodsPaid: Agorot, charged: boolean): Agorot {
  if (!charged || goodsPaid <= 0) return 0;
  return Math.min(Math.round((goodsPaid * CANCELLATION_FEE_PERCENT) / 100), CANCELLATION_FEE_CAP);
}

/**
 * What the shopper paid for each line: its total less its share of the order's discount. The discount
 * is spread in proportion to the lines' totals, rounded on the running sum, so the shares add up to
 * the discount to the agora whatever the lines.
 */
export function paidLineAmounts(lineTotals: readonly Agorot[], discount: Agorot): Agorot[] {
  const itemsTotal = lineTotals.reduce((sum, total) => sum + total, 0);
  if (itemsTotal <= 0 || discount <= 0) return [...lineTotals];
  const taken = Math.min(discount, itemsTotal);
  let running = 0;
  let given = 0;
  return lineTotals.map((total) => {
    running += total;
    const upToHere = Math.round((taken * running) / itemsTotal);
    const share = upToHere - given;
    given = upToHere;
    return total - share;
  });
}

/**
 * The paid value of units `from + 1` to `to` of a line of `quantity` units that cost `linePaid`.
 * Counted on the running number of units, so cancelling a line bit by bit gives back exactly its
 * paid value, however it is rounded.
 */
export function paidValueOfUnits(linePaid: Agorot, quantity: number, from: number, to: number): Agorot {
  if (quantity <= 0 || to <= from) return 0;
  return Math.round((linePaid * to) / quantity) - Math.round((linePaid * from) / quantity);
}

export interface CancellableLine {
  id: number;
  quantity: number;
  /** Units already cancelled by earlier refunds. */
  cancelledQuantity: number;
  totalPrice: Agorot;
}

export interface CancellableOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  completedAt: Date | null;
  discountAmount: Agorot;
  deliveryFee: Agorot;
  /** An earlier refund already gave the delivery fee back. */
  deliveryRefunded: boolean;
  /** What the shopper paid (the order's total), and what refunds gave back of it so far. */
  totalAmount: Agorot;
  refundedAmount: Agorot;
  /**
   * A card or Bit payment arrived after the order was cancelled: the shop holds money for an order it
   * will not deliver, so staff give all of it back (see planLatePaymentRefund).
   */
  paidAfterCancellation: boolean;
  items: readonly CancellableLine[];
}

export interface CancellationAsk {
  /** The lines and units to cancel; null: the whole order, what is left of it. */
  lines: readonly { itemId: number; quantity: number }[] | null;
  /** Null for a refund staff make without a shopper's request. */
  reason: CancellationReason | null;
  longerPeriodStatement: boolean;
  /**
   * `shopper`: the law's period applies. `staff`: approving a request made in time, or a refund staff
   * decided on; a cancelled order whose money the shop still holds may still be refunded.
   */
  by: 'shopper' | 'staff';
  /** Staff's choice about the fee (waived on approval, or chosen for a direct refund); by default the reason decides. */
  chargeFee?: boolean;
  now: Date;
  timeZone: string;
}

export interface PlannedLine {
  itemId: number;
  quantity: number;
  /** The paid value of these units (0 when nothing was paid). */
  amount: Agorot;
}

export interface CancellationPlan {
  lines: PlannedLine[];
  /** Nothing of the order is left once these lines are cancelled. */
  wholeOrder: boolean;
  /** The shop holds money for this order, so money goes back. */
  paid: boolean;
  /** The chosen goods' value after the order's discount. */
  goodsAmount: Agorot;
  deliveryAmount: Agorot;
  fee: Agorot;
  /** What goes back to the shopper: goods and any delivery, less the fee; 0 when nothing was paid. */
  refundAmount: Agorot;
  deadline: Date | null;
  period: CancellationPeriod;
}

export type CancellationDecision =
  | { kind: 'planned'; plan: CancellationPlan }
  | { kind: 'refused'; refusal: CancellationRefusal }
  | { kind: 'invalid'; errors: { field: string; message: string }[] };

const left = (line: CancellableLine) => Math.max(0, line.quantity - line.cancelledQuantity);

/** Checks a cancellation and works out its amounts, or says why it is refused. */
export function planCancellation(order: CancellableOrder, ask: CancellationAsk): CancellationDecision {
  const paid = holdsPayment(order.paymentStatus);
  const period = cancellationPeriod(ask.longerPeriodStatement);
  const deadline = cancellationDeadline(order.completedAt, period, ask.timeZone);
  // Staff's side of a cancellation is a refund in the lifecycle table: it may reach a cancelled order.
  const mover: OrderMover = ask.by === 'shopper' ? 'shopper' : 'refund';
  if (order.paymentStatus === 'refunded') return { kind: 'refused', refusal: 'ORDER_ALREADY_REFUNDED' };
  if (!canMove(order.status, 'cancelled', mover)) return { kind: 'refused', refusal: 'ORDER_ALREADY_CANCELLED' };
  // What a cancelled order still has to give is money the shop holds; without it there is nothing to do.
  if (order.status === 'cancelled' && !paid) return { kind: 'refused', refusal: 'ORDER_ALREADY_CANCELLED' };
  if (order.paidAfterCancellation && paid) return planLatePaymentRefund(order, ask, deadline, period);
  if (ask.by === 'shopper' && deadline && ask.now.getTime() > deadline.getTime()) {
    return { kind: 'refused', refusal: 'CANCELLATION_PERIOD_OVER' };
  }
  if (!order.items.some((line) => left(line) > 0)) return { kind: 'refused', refusal: 'NOTHING_TO_CANCEL' };

  const chosen = chooseLines(order, ask.lines);
  if ('refusal' in chosen) return { kind: 'refused', refusal: chosen.refusal };
  if ('errors' in chosen) return { kind: 'invalid', errors: chosen.errors };

  const cancelling = new Map(chosen.lines.map((line) => [line.itemId, line.quantity]));
  const wholeOrder = order.items.every((line) => left(line) === (cancelling.get(line.id) ?? 0));
  if (!paid && !wholeOrder) return { kind: 'refused', refusal: 'WHOLE_ORDER_ONLY' };
  // Part of an order cancelled leaves it in its status: the table says where that may be.
  if (!wholeOrder && !canMove(order.status, order.status, mover)) return { kind: 'refused', refusal: 'WHOLE_ORDER_ONLY' };

  const linePaid = paidLineAmounts(
    order.items.map((line) => line.totalPrice),
    order.discountAmount,
  );
  const lines = chosen.lines.map((asked) => {
    const index = order.items.findIndex((line) => line.id === asked.itemId);
    const line = order.items[index];
    const from = line.cancelledQuantity;
    return { ...asked, amount: paidValueOfUnits(linePaid[index], line.quantity, from, from + asked.quantity) };
  });
  const goodsAmount = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!paid) {
    return {
      kind: 'planned',
      plan: {
        lines: lines.map((line) => ({ ...line, amount: 0 })),
        wholeOrder,
        paid,
        goodsAmount,
        deliveryAmount: 0,
        fee: 0,
        refundAmount: 0,
        deadline,
        period,
      },
    };
  }
  const chargeFee = ask.chargeFee ?? (ask.reason !== null && reasonAllowsFee(ask.reason));
  const fee = cancellationFee(goodsAmount, chargeFee);
  // Delivery comes back only when it was never made use of: the whole order is cancelled before it was
  // delivered or picked up, or the delivery itself was late or never came. Once, whatever the refunds.
  const refundsDelivery =
    !order.deliveryRefunded && order.deliveryFee > 0 && ((wholeOrder && order.status !== 'completed') || ask.reason === 'late_or_missing');
  const deliveryAmount = refundsDelivery ? order.deliveryFee : 0;
  return {
    kind: 'planned',
    plan: { lines, wholeOrder, paid, goodsAmount, deliveryAmount, fee, refundAmount: goodsAmount + deliveryAmount - fee, deadline, period },
  };
}

/**
 * The refund of a payment that arrived after the order was cancelled: everything the shop holds goes
 * back (the total paid less earlier refunds), delivery included, and no fee is kept, for the shopper
 * cancelled nothing the shop had to bear. Its lines are what is left of the order (usually none: the
 * cancellation took them); staff cannot choose fewer, only leave `lines` out or name all of them.
 */
function planLatePaymentRefund(
  order: CancellableOrder,
  ask: CancellationAsk,
  deadline: Date | null,
  period: CancellationPeriod,
): CancellationDecision {
  const leftLines = order.items.filter((line) => left(line) > 0);
  if (ask.lines !== null) {
    const asked = new Map(ask.lines.map((line) => [line.itemId, line.quantity]));
    const everything =
      asked.size === ask.lines.length && asked.size === leftLines.length && leftLines.every((l) => asked.get(l.id) === left(l));
    if (!everything || leftLines.length === 0) {
      const message = 'lines must be left out: a payment that arrived after the order was cancelled goes back whole';
      return { kind: 'invalid', errors: [{ field: 'lines', message }] };
    }
  }
  const linePaid = paidLineAmounts(
    order.items.map((line) => line.totalPrice),
    order.discountAmount,
  );
  const lines = leftLines.map((line) => {
    const index = order.items.indexOf(line);
    return {
      itemId: line.id,
      quantity: left(line),
      amount: paidValueOfUnits(linePaid[index], line.quantity, line.cancelledQuantity, line.quantity),
    };
  });
  const held = Math.max(0, order.totalAmount - order.refundedAmount);
  const deliveryAmount = order.deliveryRefunded ? 0 : Math.min(order.deliveryFee, held);
  return {
    kind: 'planned',
    plan: {
      lines,
      wholeOrder: true,
      paid: true,
      goodsAmount: held - deliveryAmount,
      deliveryAmount,
      fee: 0,
      refundAmount: held,
      deadline,
      period,
    },
  };
}

type ChosenLines =
  { lines: { itemId: number; quantity: number }[] } | { refusal: CancellationRefusal } | { errors: { field: string; message: string }[] };

function chooseLines(order: CancellableOrder, asked: CancellationAsk['lines']): ChosenLines {
  if (asked === null) {
    return { lines: order.items.filter((line) => left(line) > 0).map((line) => ({ itemId: line.id, quantity: left(line) })) };
  }
  if (asked.length === 0)
    return { errors: [{ field: 'lines', message: 'lines must name at least one line, or be left out for the whole order' }] };
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<number>();
  let anyLeft = false;
  asked.forEach((line, index) => {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    if (!item) {
      errors.push({ field: `lines.${index}.item_id`, message: `lines.${index}.item_id is not a line of this order` });
      return;
    }
    if (seen.has(line.itemId)) {
      errors.push({ field: `lines.${index}.item_id`, message: `lines.${index}.item_id names a line twice` });
      return;
    }
    seen.add(line.itemId);
    if (left(item) > 0) anyLeft = true;
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > left(item)) {
      errors.push({
        field: `lines.${index}.quantity`,
        message: `lines.${index}.quantity must be a whole number from 1 to ${left(item)} (the units of this line left to cancel)`,
      });
    }
  });
  if (errors.length === 0) return { lines: asked.map((line) => ({ itemId: line.itemId, quantity: line.quantity })) };
  // Lines that exist but were all cancelled already: nothing to cancel, rather than a quantity to correct.
  if (!anyLeft && errors.every((error) => error.field.endsWith('.quantity'))) return { refusal: 'NOTHING_TO_CANCEL' };
  return { errors };
}

/**
 * The payment status once a cancellation is carried out: `refunded` when nothing of a paid order is
 * left, `partly_refunded` when money went back for some of it; an order that was not paid keeps its status.
 */
export function paymentStatusAfterCancellation(current: PaymentStatus, refunded: Agorot, nothingLeft: boolean): PaymentStatus {
  if (!holdsPayment(current)) return current;
  if (nothingLeft) return 'refunded';
  return refunded > 0 ? 'partly_refunded' : current;
}

/** The order's status once a cancellation is carried out: cancelled when nothing is left, else unchanged. */
export function orderStatusAfterCancellation(current: OrderStatus, nothingLeft: boolean): OrderStatus {
  return nothingLeft ? 'cancelled' : current;
}
