import type {
  CancellationRequestWire,
  OrderRefundQuoteRequestWire,
  OrderRefundRequestWire,
  RefundQuoteWire,
  RefundWire,
} from '../api/wire';
import { httpClient } from '../providers/httpClient';

/** The after-sale calls outside react-admin's CRUD: staff's decisions, an order's refunds, a refund. */
export const refundsQueryKey = (orderId: string) => ['orders', orderId, 'refunds'] as const;

/** What approving would refund, planned by the server on the order as it is now (nothing is written). */
export async function quoteApproval(id: number | string, body: { waive_fee: boolean }): Promise<RefundQuoteWire> {
  const { json } = await httpClient(`/api/admin/cancellation-requests/${encodeURIComponent(String(id))}/quote`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as RefundQuoteWire;
}

/** `version`: the request's version as staff were shown it; the server refuses another (CANCELLATION_REQUEST_CHANGED). */
export async function approveRequest(
  id: number | string,
  body: { version: number; note?: string; waive_fee: boolean },
): Promise<CancellationRequestWire> {
  const { json } = await httpClient(`/api/admin/cancellation-requests/${encodeURIComponent(String(id))}/approve`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as CancellationRequestWire;
}

export async function rejectRequest(id: number | string, version: number, note: string): Promise<CancellationRequestWire> {
  const { json } = await httpClient(`/api/admin/cancellation-requests/${encodeURIComponent(String(id))}/reject`, {
    method: 'POST',
    body: JSON.stringify({ version, note }),
  });
  return json as CancellationRequestWire;
}

export async function fetchRefunds(orderId: string): Promise<RefundWire[]> {
  const { json } = await httpClient(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`);
  return json as RefundWire[];
}

/** What the desk's refund would give back, planned by the server (nothing is written). */
export async function quoteOrderRefund(orderId: string, body: OrderRefundQuoteRequestWire): Promise<RefundQuoteWire> {
  const { json } = await httpClient(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds/quote`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as RefundQuoteWire;
}

export async function refundOrder(orderId: string, body: OrderRefundRequestWire): Promise<RefundWire> {
  const { json } = await httpClient(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as RefundWire;
}
