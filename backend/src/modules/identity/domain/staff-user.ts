/** Staff roles: only admins may use the back office API; users can log in but are refused there. */
export const STAFF_ROLES = ['admin', 'user'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
}

/** Emails are compared without case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
