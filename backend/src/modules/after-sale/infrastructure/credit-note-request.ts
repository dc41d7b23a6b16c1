import type { RefundRecord } from '../../documents/application/tax-document-requests.port';
import type { Order } from '../../ordering/application/order-read-model.port';
import type { Refund } from '../domain/refund';

/**
 * A succeeded refund as its credit note tells it, each cancelled line at the unit price it was sold
 * at: the credit note lists the goods as sold and takes off what was not paid back (their share of the
 * discount, the fee).
 */
export function refundRecordOf(refund: Refund, order: Order): RefundRecord {
  const soldAt = new Map(order.items.map((line) => [line.id, line.unitPrice]));
  return {
    id: refund.id,
    orderId: refund.orderId,
    state: 'succeeded',
    method: refund.method,
    amount: refund.amount,
    fee: refund.fee,
    deliveryFee: refund.deliveryAmount,
    lines: refund.lines.map((line) => ({
      productName: line.productName,
      variantName: line.variantName,
      quantity: line.quantity,
      // A line the order no longer lists (never, short of a deleted order): its paid share per unit.
      unitPrice: soldAt.get(line.itemId) ?? Math.round(line.amount / line.quantity),
    })),
    createdAt: refund.createdAt,
  };
}
