import type { WaitingCountWire } from '../api/wire';
import { httpClient } from '../providers/httpClient';

/** Shoppers waiting for each product: for the products named, or (without) the most waited for. */
export async function fetchWaitingCounts(productIds?: readonly (number | string)[]): Promise<WaitingCountWire[]> {
  const query = productIds ? `?product_ids=${productIds.map((id) => encodeURIComponent(String(id))).join(',')}` : '';
  const { json } = await httpClient(`/api/back-in-stock/waiting${query}`);
  return json as WaitingCountWire[];
}
