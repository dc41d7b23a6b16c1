import type { Page } from '../../../shared/pagination/list-query';
import type { StaffAccessChange } from '../domain/staff-access';
import type { StaffRole, StaffUser } from '../domain/staff-user';

export const STAFF_SORT_FIELDS = ['id', 'email', 'name', 'role', 'active', 'created_at'] as const;
export type StaffSortField = (typeof STAFF_SORT_FIELDS)[number];

export interface StaffListCriteria {
  offset: number;
  limit: number;
  sort: { field: StaffSortField; order: 'ASC' | 'DESC' };
  /** Part of the email or name, any case. */
  text?: string;
  role?: StaffRole;
  active?: boolean;
  ids?: number[];
}

/** What the session check reads on every staff request: one row by its primary key. */
export interface StaffSessionRow {
  id: number;
  email: string;
  role: StaffRole;
  active: boolean;
  sessionVersion: number;
  twoFactorEnabled: boolean;
}

export type AccessChangeResult =
  | { outcome: 'changed'; user: StaffUser }
  | { outcome: 'not-found' }
  /** The change would leave the shop without an active admin. */
  | { outcome: 'last-admin' };

/** An email another account already has. */
export class StaffEmailTaken extends Error {}

/** Port: where staff users are kept. Bound to the TypeORM adapter in IdentityModule. */
export abstract class StaffUserStore {
  abstract findByEmail(email: string): Promise<StaffUser | null>;
  abstract findById(id: number): Promise<StaffUser | null>;
  abstract findSession(id: number): Promise<StaffSessionRow | null>;
  abstract list(criteria: StaffListCriteria): Promise<Page<StaffUser>>;
  /** Creates or replaces by email (scripts and the demo data); a replaced account's sessions end. */
  abstract upsert(user: { email: string; name: string; role: StaffRole; passwordHash: string }): Promise<StaffUser>;
  /** Throws StaffEmailTaken. */
  abstract create(user: { email: string; name: string; role: StaffRole; passwordHash: string }): Promise<StaffUser>;
  /**
   * Name, role and active state in one transaction that first locks the active admins, so two admins
   * demoting each other at once cannot leave the shop without one.
   */
  abstract changeAccess(id: number, change: StaffAccessChange & { name?: string }): Promise<AccessChangeResult>;
  /**
   * Logging out: raises the account's session version, only from the one the token carries (a session
   * ended meanwhile stays ended), so the token answers 401 everywhere from its next request.
   */
  abstract endSessions(id: number, sessionVersion: number): Promise<boolean>;
  /**
   * A new password (sessions end). `how`: the audit log's action and who did it when it is not the
   * request's staff member, and the session version the change requires (an invitation's), if any.
   */
  abstract setPassword(
    id: number,
    passwordHash: string,
    how?: { action: string; actor?: { staffId: number; email: string; role: string; address: string | null }; sessionVersion?: number },
  ): Promise<boolean>;
}

export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(password: string, hash: string): Promise<boolean>;
}

export interface AccessTokenClaims {
  sub: number;
  email: string;
  role: StaffRole;
  /** The account's session version when the token was issued. */
  ver: number;
}

export interface ChallengeClaims {
  sub: number;
  ver: number;
}

export abstract class AccessTokenIssuer {
  abstract issue(claims: AccessTokenClaims): Promise<string>;
  /** The short-lived answer of a password accepted for an account with two-factor: not a usable token. */
  abstract issueChallenge(claims: ChallengeClaims): Promise<string>;
  /** The claims of a challenge this shop issued and that has not expired, or null. */
  abstract readChallenge(challenge: string): Promise<ChallengeClaims | null>;
}
