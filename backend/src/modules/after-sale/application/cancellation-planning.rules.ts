import { CancellationAsk, CancellationPlan, planCancellation } from 'shop-rules';
import { DomainError } from '../../../shared/domain/domain-error';
import { cancellationRefused, invalidCancellationLines, requestOutdated } from '../domain/after-sale.errors';
import type { CancellationRequest, CancelledLine } from '../domain/cancellation-request';
import { refundMethodOf } from '../domain/refund';
import { cancellableOrder, SaleOrder } from '../domain/sale-order';
import type { PlannedRefund } from './cancellation-store.port';

/** The cancellation rule's plan for the order (shop-rules cancellation.ts), or the refusal / the lines' field errors it gives. */
export function planOrRefuse(order: SaleOrder, deliveryRefunded: boolean, ask: CancellationAsk): CancellationPlan {
  const decision = planCancellation(cancellableOrder(order, deliveryRefunded), ask);
  if (decision.kind === 'refused') throw cancellationRefused(decision.refusal);
  if (decision.kind === 'invalid') throw invalidCancellationLines(decision.errors);
  return decision.plan;
}

/** The plan's lines with their names as sold. */
export function cancelledLines(order: SaleOrder, plan: CancellationPlan): CancelledLine[] {
  return plan.lines.map((line) => {
    const sold = order.items.find((item) => item.id === line.itemId);
    return {
      itemId: line.itemId,
      productName: sold?.productName ?? '',
      variantName: sold?.variantName ?? '',
      quantity: line.quantity,
      amount: line.amount,
    };
  });
}

/** The refund a plan makes: its money, the way it goes back, its lines. */
export function plannedRefund(order: SaleOrder, plan: CancellationPlan): PlannedRefund {
  return {
    amount: plan.refundAmount,
    goodsAmount: plan.paid ? plan.goodsAmount : 0,
    deliveryAmount: plan.deliveryAmount,
    fee: plan.fee,
    method: refundMethodOf(order, plan.refundAmount),
    lines: cancelledLines(order, plan),
  };
}

/**
 * The refund a shopper's cancellation request asks of its order, as staff would approve it: one plan for
 * the quote staff are shown and for the refund the approval makes, so the two cannot disagree. Lines the
 * order no longer has make the request outdated.
 */
export function plannedRequestRefund(
  request: Pick<CancellationRequest, 'lines' | 'reason' | 'longerPeriodStatement'>,
  order: SaleOrder,
  deliveryRefunded: boolean,
  options: { waiveFee: boolean; now: Date; timeZone: string },
): PlannedRefund {
  try {
    const plan = planOrRefuse(order, deliveryRefunded, {
      lines: request.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
      reason: request.reason,
      longerPeriodStatement: request.longerPeriodStatement,
      by: 'staff',
      chargeFee: options.waiveFee ? false : undefined,
      now: options.now,
      timeZone: options.timeZone,
    });
    return plannedRefund(order, plan);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'INVALID_LINES') throw requestOutdated(error.errors ?? []);
    throw error;
  }
}
