/**
 * Staff roles: `admin` may do everything; `orders` works the orders desk (dashboard, orders and their
 * actions); `user` can log in but is refused by the back office (the spec's role, kept as it was).
 */
export const STAFF_ROLES = ['admin', 'orders', 'user'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles that open the back office at all. */
export const BACK_OFFICE_ROLES: readonly StaffRole[] = ['admin', 'orders'];

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  /** A disabled account cannot log in, and its tokens stop working at once. */
  active: boolean;
  /**
   * Carried by every token; raised when the account is disabled, its role changes, its password or
   * two-factor is reset, or two-factor is switched on: every token issued before stops working.
   */
  sessionVersion: number;
  /** When the staff member confirmed their authenticator; null while two-factor is off. */
  twoFactorEnabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

// Staff emails are kept and compared as every address of the shop is (shop-rules email-address.ts).
export { normalizeEmail } from 'shop-rules';

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
