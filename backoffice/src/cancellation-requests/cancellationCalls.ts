import type { CancellationRequestWire, OrderRefundRequestWire, RefundWire } from '../api/wire';
import { httpClient } from '../providers/httpClient';

/** The after-sale calls outside react-admin's CRUD: staff's decisions, an order's refunds, a refund. */
export const refundsQueryKey = (orderId: string) => ['orders', orderId, 'refunds'] as const;

export async function approveRequest(id: number | string, body: { note?: string; waive_fee: boolean }): Promise<CancellationRequestWire> {
  const { json } = await httpClient(`/api/admin/cancellation-requests/${encodeURIComponent(String(id))}/approve`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as CancellationRequestWire;
}

export async function rejectRequest(id: number | string, note: string): Promise<CancellationRequestWire> {
  const { json } = await httpClient(`/api/admin/cancellation-requests/${encodeURIComponent(String(id))}/reject`, {
    method: 'POST',
    body: JSON.stringify({ note }),
  });
  return json as CancellationRequestWire;
}

export async function fetchRefunds(orderId: string): Promise<RefundWire[]> {
  const { json } = await httpClient(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`);
  return json as RefundWire[];
}

export async function refundOrder(orderId: string, body: OrderRefundRequestWire): Promise<RefundWire> {
  const { json } = await httpClient(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as RefundWire;
}
