import { CancellationAsk, CancellationPlan, planCancellation } from 'shop-rules';
import { cancellationRefused, invalidCancellationLines } from '../domain/after-sale.errors';
import type { CancelledLine } from '../domain/cancellation-request';
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
