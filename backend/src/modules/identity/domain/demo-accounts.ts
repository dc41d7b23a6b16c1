import type { StaffRole } from './staff-user';

/**
 * The two accounts of the demo data set. They exist only when demo data is loaded, and a
 * production start refuses to run while either still has this password.
 */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; password: string; name: string; role: StaffRole }> = [
  { email: 'admin@demo.shop', password: 'demo-admin-2026', name: 'Demo Admin', role: 'admin' },
  { email: 'user@demo.shop', password: 'demo-user-2026', name: 'Demo User', role: 'user' },
];
