import { asOrderStatus, asPaymentStatus, isCancellationReason, toAgorot, toShekels } from 'shop-rules';
import type { Order } from '../../ordering/application/order-read-model.port';
import { CancellationRequest, CancelledLine, REQUEST_STATES, RequestState } from '../domain/cancellation-request';
import { Refund, REFUND_METHODS, REFUND_STATES, RefundMethod, RefundState } from '../domain/refund';
import type { SaleOrder } from '../domain/sale-order';
import type { CancellationRequestEntity } from './cancellation-request.entity';
import type { RefundEntity } from './refund.entity';

/** Ordering's order as after-sale reads it. */
export function toSaleOrder(order: Order): SaleOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: asOrderStatus(order.status),
    paymentStatus: asPaymentStatus(order.paymentStatus),
    paymentMethod: order.paymentMethod,
    paidWith: order.paidWith,
    language: order.language === 'ru' ? 'ru' : 'he',
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    itemsTotal: order.itemsTotal,
    discountAmount: order.discountAmount,
    deliveryFee: order.deliveryFee,
    totalAmount: order.totalAmount,
    refundedAmount: order.refundedAmount,
    completedAt: order.completedAt,
    paidAfterCancellation: order.paidAfterCancellationAt !== null,
    items: order.items.map((line) => ({
      id: line.id,
      productName: line.productName,
      variantName: line.variantName,
      quantity: line.quantity,
      cancelledQuantity: line.cancelledQuantity,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
    })),
  };
}

interface StoredLine {
  itemId: number;
  productName: string;
  variantName: string;
  quantity: number;
  /** Shekels, as money is kept in the tables. */
  amount: number;
}

export const linesToText = (lines: CancelledLine[]): string =>
  JSON.stringify(lines.map((line): StoredLine => ({ ...line, amount: toShekels(line.amount) })));

function linesFromText(text: string): CancelledLine[] {
  const raw = JSON.parse(text || '[]') as StoredLine[];
  return raw.map((line) => ({
    itemId: Number(line.itemId),
    productName: String(line.productName ?? ''),
    variantName: String(line.variantName ?? ''),
    quantity: Number(line.quantity),
    amount: toAgorot(line.amount ?? 0),
  }));
}

const isState = (value: string): value is RequestState => (REQUEST_STATES as readonly string[]).includes(value);

export function toRequest(row: CancellationRequestEntity): CancellationRequest {
  return {
    id: row.id,
    requestNumber: row.requestNumber,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    state: isState(row.state) ? row.state : 'open',
    reason: isCancellationReason(row.reason) ? row.reason : 'other',
    reasonDetails: row.reasonDetails,
    longerPeriodStatement: Boolean(row.longerPeriodStatement),
    wholeOrder: Boolean(row.wholeOrder),
    lines: linesFromText(row.items),
    goodsAmount: toAgorot(row.goodsAmount),
    deliveryAmount: toAgorot(row.deliveryAmount),
    fee: toAgorot(row.fee),
    refundAmount: toAgorot(row.refundAmount),
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    staffNote: row.staffNote,
    providerMessage: row.providerMessage,
    refundId: row.refundId,
    version: Number(row.version ?? 1),
  };
}

export function toRefund(row: RefundEntity): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    cancellationRequestId: row.cancellationRequestId,
    requestKey: row.requestKey,
    amount: toAgorot(row.amount),
    goodsAmount: toAgorot(row.goodsAmount),
    deliveryAmount: toAgorot(row.deliveryAmount),
    fee: toAgorot(row.fee),
    method: (REFUND_METHODS as readonly string[]).includes(row.method) ? (row.method as RefundMethod) : 'none',
    state: (REFUND_STATES as readonly string[]).includes(row.state) ? (row.state as RefundState) : 'failed',
    providerReference: row.providerReference,
    providerMessage: row.providerMessage,
    lines: linesFromText(row.items),
    note: row.note,
    createdAt: row.createdAt,
  };
}
