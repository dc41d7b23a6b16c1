import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { invalidCredentials, staffDisabled } from '../domain/identity.errors';
import { normalizeEmail, StaffUser } from '../domain/staff-user';
import { AccountAttempts } from './account-attempts.service';
import { IdentityConfig } from './identity-config.port';
import { signIn, SignedIn } from './signed-in.rules';
import { AccessTokenIssuer, PasswordHasher, StaffUserStore } from './staff-user-store.port';

/** The password was right and the account has two-factor: the challenge for the second step, not a token. */
export interface TwoFactorNeeded {
  kind: 'two-factor';
  challenge: string;
}

export type LogInResult = SignedIn | TwoFactorNeeded;

// A fixed hash to verify against when the email is unknown, so both failures take the same time.
const TIMING_DECOY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.iHpY1C3Y5G5N0w0yYJmD0H7sZJ8W';

/** The first step of a login: email and password. */
@Injectable()
export class LogInUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccessTokenIssuer,
    private readonly settings: IdentityConfig,
    private readonly audit: AuditTrail,
    private readonly attempts: AccountAttempts,
  ) {}

  /** `address`: the client's, for the audit log, which records every login and every refused one (never the password). */
  async execute(input: { email: string; password: string; address?: string | null }): Promise<LogInResult> {
    const email = normalizeEmail(input.email);
    const user = await this.users.findByEmail(email);
    // Held back (too many failures from anywhere lately): the password is not even compared.
    if (user) await this.attempts.ensureOpen(user.id);
    const matches = await this.hasher.verify(input.password, user?.passwordHash ?? TIMING_DECOY_HASH);
    const record = (action: string, who: StaffUser | null) =>
      this.audit.record(null, {
        action,
        entityType: 'staff-user',
        entityId: who?.id ?? null,
        actor: { staffId: who?.id, email: email.slice(0, 254), role: who?.role, address: input.address ?? null },
      });
    if (!user || !matches) {
      if (user) await this.attempts.failed(user.id);
      await record('login-failed', user);
      throw invalidCredentials();
    }
    if (!user.active) {
      await record('login-failed', user);
      throw staffDisabled();
    }
    if (user.twoFactorEnabledAt) {
      return { kind: 'two-factor', challenge: await this.tokens.issueChallenge({ sub: user.id, ver: user.sessionVersion }) };
    }
    await record('login', user);
    await this.attempts.succeeded(user.id);
    return signIn(user, this.tokens, this.settings);
  }
}
