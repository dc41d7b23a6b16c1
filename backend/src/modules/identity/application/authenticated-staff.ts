import type { StaffRole } from '../domain/staff-user';

/** The staff member a verified token names: what guards and controllers may rely on. */
export interface AuthenticatedStaff {
  id: number;
  email: string;
  role: StaffRole;
}
