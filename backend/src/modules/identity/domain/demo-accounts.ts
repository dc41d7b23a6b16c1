import type { StaffRole } from './staff-user';

/**
 * The accounts of the demo data set, one per role. They exist only when demo data is loaded, and a
 * production start refuses to run while any still has this password.
 */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; password: string; name: string; role: StaffRole }> = [
  { email: 'admin@demo.shop', password: 'demo-admin-2026', name: 'Demo Admin', role: 'admin' },
  { email: 'orders@demo.shop', password: 'demo-orders-2026', name: 'Demo Orders Desk', role: 'orders' },
  { email: 'user@demo.shop', password: 'demo-user-2026', name: 'Demo User', role: 'user' },
];
