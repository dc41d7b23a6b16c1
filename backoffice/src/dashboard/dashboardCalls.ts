import type { DashboardWire } from '../api/wire';
import { httpClient } from '../providers/httpClient';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /api/dashboard: the real figures of the shop (DESIGN.md departure 7: nothing made up). */
export async function fetchDashboard(): Promise<DashboardWire> {
  const { json } = await httpClient('/api/dashboard');
  return json as DashboardWire;
}
