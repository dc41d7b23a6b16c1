import { mustEnrol } from '../domain/staff-access';
import type { StaffRole, StaffUser } from '../domain/staff-user';
import type { IdentityConfig } from './identity-config.port';
import type { AccessTokenIssuer } from './staff-user-store.port';

export interface SignedInStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** Only their own account's routes open until they enrol (STAFF_TWO_FACTOR=required). */
  enrolmentRequired: boolean;
}

/** A finished login: a usable token and who it is for. */
export interface SignedIn {
  kind: 'signed-in';
  accessToken: string;
  user: SignedInStaff;
}

export function signedInStaff(user: StaffUser, settings: IdentityConfig): SignedInStaff {
  const twoFactorEnabled = user.twoFactorEnabledAt !== null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    twoFactorEnabled,
    enrolmentRequired: mustEnrol(settings.twoFactor, twoFactorEnabled),
  };
}

/** The token of a login that passed every step it needed. */
export async function signIn(user: StaffUser, tokens: AccessTokenIssuer, settings: IdentityConfig): Promise<SignedIn> {
  const accessToken = await tokens.issue({ sub: user.id, email: user.email, role: user.role, ver: user.sessionVersion });
  return { kind: 'signed-in', accessToken, user: signedInStaff(user, settings) };
}
