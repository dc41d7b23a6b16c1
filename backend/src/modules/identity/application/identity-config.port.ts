import type { AccountAttemptRule } from '../domain/account-attempts';
import type { StaffTwoFactorMode } from '../domain/staff-access';

/** Identity's configuration, read and validated once at start (infrastructure/identity.config.ts). Also the DI token. */
export abstract class IdentityConfig {
  /** STAFF_TWO_FACTOR: required by default in production, optional elsewhere. */
  abstract readonly twoFactor: StaffTwoFactorMode;
  /** The name authenticator apps show above the code: the shop's host name. */
  abstract readonly authenticatorIssuer: string;
  /** The back office's address (PUBLIC_URL/admin/), for links in staff emails. */
  abstract readonly backOfficeUrl: string;
  /** ACCOUNT_LOGIN_FAILURES within ACCOUNT_LOGIN_WINDOW_MINUTES: the account-wide limit on guessing. */
  abstract readonly accountAttempts: AccountAttemptRule;
  /** DEMO_LOGIN_HINTS: the login page may show the demo logins (still only when this start loaded the demo data). */
  abstract readonly demoLoginHints: boolean;
  /** STAFF_TWO_FACTOR_KEY, or the JWT secret when unset: the two-factor keys are derived from it (infrastructure). */
  abstract readonly twoFactorKeySource: string;
}
