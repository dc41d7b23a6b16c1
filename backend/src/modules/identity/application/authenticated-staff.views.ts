import type { StaffRole } from '../domain/staff-user';

/** What a verified token names: the account and the session version it was issued under. */
export interface TokenSubject {
  id: number;
  sessionVersion: number;
}

/** The staff member a verified token names, as the database says now: what guards and controllers may rely on. */
export interface AuthenticatedStaff {
  id: number;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** The session version the token carries (and the account still has): logging out raises it from this one. */
  sessionVersion: number;
  /** STAFF_TWO_FACTOR=required and no two-factor yet: only their own account's routes open. */
  enrolmentRequired: boolean;
}
