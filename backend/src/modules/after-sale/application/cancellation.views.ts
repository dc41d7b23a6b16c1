import { toShekels, type CancellationPeriod, type CancellationPlan } from 'shop-rules';
import { CancellationRequest, CancelledLine, shownState, ShownRequestState } from '../domain/cancellation-request';
import type { Refund, RefundMethod, RefundState } from '../domain/refund';
import type { SaleOrder } from '../domain/sale-order';
import type { PlannedRefund } from './cancellation-store.port';

/** The API's answers (snake_case, money in shekels), built here so controllers only pass them on. */
export interface QuoteItemView {
  id: number;
  product_name: string;
  variant_name: string;
  quantity: number;
  cancellable_quantity: number;
  unit_price: number;
}

export interface CancellationQuoteView {
  order_number: string;
  language: string;
  status: string;
  payment_status: string;
  items: QuoteItemView[];
  whole_order: boolean;
  goods_amount: number;
  delivery_amount: number;
  fee: number;
  refund_amount: number;
  deadline: string | null;
  period: CancellationPeriod;
}

export interface CancellationRequestedView {
  request_number: string;
  order_number: string;
  state: 'open';
  goods_amount: number;
  delivery_amount: number;
  fee: number;
  refund_amount: number;
  created_at: string;
}

export interface CancelledLineView {
  item_id: number;
  product_name: string;
  variant_name: string;
  quantity: number;
  amount: number;
}

export interface CancellationRequestView {
  id: number;
  request_number: string;
  order_id: string;
  order_number: string;
  customer_name: string;
  state: ShownRequestState;
  reason: string;
  reason_details: string | null;
  longer_period_statement: boolean;
  whole_order: boolean;
  items: CancelledLineView[];
  goods_amount: number;
  delivery_amount: number;
  fee: number;
  refund_amount: number;
  created_at: string;
  decided_at: string | null;
  staff_note: string | null;
  provider_message: string | null;
  refund_id: number | null;
  version: number;
}

export interface RefundView {
  id: number;
  order_id: string;
  cancellation_request_id: number | null;
  amount: number;
  goods_amount: number;
  delivery_amount: number;
  fee: number;
  method: RefundMethod;
  state: RefundState;
  provider_reference: string | null;
  provider_message: string | null;
  items: CancelledLineView[];
  note: string | null;
  created_at: string;
}

/** A refund staff are about to make, for their confirmation: nothing of it is written. */
export interface RefundQuoteView {
  amount: number;
  goods_amount: number;
  delivery_amount: number;
  fee: number;
  method: RefundMethod;
  items: CancelledLineView[];
}

export function toRefundQuoteView(planned: PlannedRefund): RefundQuoteView {
  return {
    amount: toShekels(planned.amount),
    goods_amount: toShekels(planned.goodsAmount),
    delivery_amount: toShekels(planned.deliveryAmount),
    fee: toShekels(planned.fee),
    method: planned.method,
    items: planned.lines.map(toLineView),
  };
}

export function toQuoteView(order: SaleOrder, plan: CancellationPlan): CancellationQuoteView {
  return {
    order_number: order.orderNumber,
    language: order.language,
    status: order.status,
    payment_status: order.paymentStatus,
    items: order.items.map((line) => ({
      id: line.id,
      product_name: line.productName,
      variant_name: line.variantName,
      quantity: line.quantity,
      cancellable_quantity: Math.max(0, line.quantity - line.cancelledQuantity),
      unit_price: toShekels(line.unitPrice),
    })),
    whole_order: plan.wholeOrder,
    goods_amount: toShekels(plan.goodsAmount),
    delivery_amount: toShekels(plan.deliveryAmount),
    fee: toShekels(plan.fee),
    refund_amount: toShekels(plan.refundAmount),
    deadline: plan.deadline ? plan.deadline.toISOString() : null,
    period: plan.period,
  };
}

export function toRequestedView(request: CancellationRequest): CancellationRequestedView {
  return {
    request_number: request.requestNumber,
    order_number: request.orderNumber,
    state: 'open',
    goods_amount: toShekels(request.goodsAmount),
    delivery_amount: toShekels(request.deliveryAmount),
    fee: toShekels(request.fee),
    refund_amount: toShekels(request.refundAmount),
    created_at: request.createdAt.toISOString(),
  };
}

const toLineView = (line: CancelledLine): CancelledLineView => ({
  item_id: line.itemId,
  product_name: line.productName,
  variant_name: line.variantName,
  quantity: line.quantity,
  amount: toShekels(line.amount),
});

export function toRequestView(request: CancellationRequest): CancellationRequestView {
  return {
    id: request.id,
    request_number: request.requestNumber,
    order_id: request.orderId,
    order_number: request.orderNumber,
    customer_name: request.customerName,
    state: shownState(request.state),
    reason: request.reason,
    reason_details: request.reasonDetails,
    longer_period_statement: request.longerPeriodStatement,
    whole_order: request.wholeOrder,
    items: request.lines.map(toLineView),
    goods_amount: toShekels(request.goodsAmount),
    delivery_amount: toShekels(request.deliveryAmount),
    fee: toShekels(request.fee),
    refund_amount: toShekels(request.refundAmount),
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt ? request.decidedAt.toISOString() : null,
    staff_note: request.staffNote,
    provider_message: request.providerMessage,
    refund_id: request.refundId,
    version: request.version,
  };
}

export function toRefundView(refund: Refund): RefundView {
  return {
    id: refund.id,
    order_id: refund.orderId,
    cancellation_request_id: refund.cancellationRequestId,
    amount: toShekels(refund.amount),
    goods_amount: toShekels(refund.goodsAmount),
    delivery_amount: toShekels(refund.deliveryAmount),
    fee: toShekels(refund.fee),
    method: refund.method,
    state: refund.state,
    provider_reference: refund.providerReference,
    provider_message: refund.providerMessage,
    items: refund.lines.map(toLineView),
    note: refund.note,
    created_at: refund.createdAt.toISOString(),
  };
}
