import type { StaffRole, StaffUser } from '../domain/staff-user';

/** Port: where staff users are kept. Bound to the TypeORM adapter in IdentityModule. */
export abstract class StaffUserRepository {
  abstract findByEmail(email: string): Promise<StaffUser | null>;
  abstract findById(id: number): Promise<StaffUser | null>;
  abstract upsert(user: { email: string; name: string; role: StaffRole; passwordHash: string }): Promise<StaffUser>;
}

export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(password: string, hash: string): Promise<boolean>;
}

export interface AccessTokenClaims {
  sub: number;
  email: string;
  role: StaffRole;
}

export abstract class AccessTokenIssuer {
  abstract issue(claims: AccessTokenClaims): Promise<string>;
}
