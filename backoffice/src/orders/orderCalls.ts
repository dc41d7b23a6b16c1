import type { OrderStatsWire, OrderWire } from '../api/wire';
import { httpClient } from '../providers/httpClient';
import type { OrderStatus } from './orderStatus';

/** The orders calls outside react-admin's CRUD: the statistics cards and the status change. */
export const ORDER_STATS_QUERY_KEY = ['orders', 'stats'] as const;

export async function fetchOrderStats(): Promise<OrderStatsWire> {
  const { json } = await httpClient('/api/orders/stats');
  return json as OrderStatsWire;
}

/** PATCH /api/orders/{id}/status: the server checks the change (final statuses, paid) and answers the order. */
export async function changeOrderStatus(id: string, status: OrderStatus): Promise<OrderWire> {
  const { json } = await httpClient(`/api/orders/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: JSON.stringify({ status }),
  });
  return json as OrderWire;
}
