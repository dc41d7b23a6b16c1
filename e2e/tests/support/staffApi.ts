import { randomUUID } from 'node:crypto';
import { adminToken, logIn, shopCall } from './shopApi';

export type StaffRole = 'admin' | 'orders' | 'user';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  password: string;
  role: StaffRole;
}

/** The demo data set's orders-desk account (README). */
export const DEMO_ORDERS_DESK = { email: 'orders@demo.shop', password: 'demo-orders-2026' } as const;

/** A staff member of the test's own, added by the demo admin through POST /api/admin/staff. */
export async function addStaffMember(role: StaffRole, name = `עובד ${randomUUID().slice(0, 6)}`): Promise<StaffMember> {
  const email = `staff-${randomUUID().slice(0, 8)}@e2e.shop`;
  const password = `pw-${randomUUID()}`;
  const { data } = await shopCall<{ data: { id: number } }>('POST', '/api/admin/staff', {
    body: { email, name, role, password },
    token: await adminToken(),
  });
  return { id: data.id, email, name, password, role };
}

/** The member's token, or the status the server refused it with. */
export async function tokenStatus(token: string): Promise<number> {
  try {
    await shopCall('GET', '/api/auth/me', { token });
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

export { logIn };
