import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import type { StaffUser } from '../domain/staff-user';
import { twoFactorChallengeInvalid, twoFactorCodeInvalid, twoFactorCodeUsed } from '../domain/identity.errors';
import { AccountAttempts } from './account-attempts.service';
import { IdentityConfig } from './identity-config.port';
import { SecondFactorCheck } from './second-factor-check.service';
import { signIn, SignedIn } from './signed-in.rules';
import { AccessTokenIssuer, StaffUserStore } from './staff-user-store.port';

/**
 * The second step of a login: the challenge of the first and a code from the authenticator (each
 * time step once: a replayed code is refused) or one of the recovery codes (each once).
 */
@Injectable()
export class CompleteTwoFactorLoginUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly secondFactor: SecondFactorCheck,
    private readonly attempts: AccountAttempts,
    private readonly tokens: AccessTokenIssuer,
    private readonly settings: IdentityConfig,
    private readonly audit: AuditTrail,
  ) {}

  /** Every second step is in the audit log: `login` with the account, or `login-failed` (never the code). */
  async execute(input: { challenge: string; code: string; address?: string | null }, now = new Date()): Promise<SignedIn> {
    let who: StaffUser | null = null;
    try {
      const signedIn = await this.secondStep(input, now, (user) => (who = user));
      await this.record('login', who, input.address);
      return signedIn;
    } catch (error) {
      await this.record('login-failed', who, input.address);
      throw error;
    }
  }

  private record(action: string, who: StaffUser | null, address: string | null | undefined): Promise<void> {
    return this.audit.record(null, {
      action,
      entityType: 'staff-user',
      entityId: who?.id ?? null,
      actor: { staffId: who?.id, email: who?.email, role: who?.role, address: address ?? null },
    });
  }

  private async secondStep(input: { challenge: string; code: string }, now: Date, found: (user: StaffUser) => void): Promise<SignedIn> {
    const claims = await this.tokens.readChallenge(input.challenge);
    const user = claims && (await this.users.findById(claims.sub));
    // Disabled, reset or switched off since the password was checked: that login is over.
    if (!claims || !user || !user.active || user.sessionVersion !== claims.ver || !user.twoFactorEnabledAt) {
      throw twoFactorChallengeInvalid();
    }
    found(user);
    // Only a challenge this shop signed reaches the account's count: a forged one cannot hold anyone back.
    await this.attempts.ensureOpen(user.id, now);
    const outcome = await this.secondFactor.take(user.id, input.code, now);
    if (outcome !== 'accepted') {
      await this.attempts.failed(user.id, now);
      throw outcome === 'used' ? twoFactorCodeUsed() : twoFactorCodeInvalid('login');
    }
    await this.attempts.succeeded(user.id);
    return signIn(user, this.tokens, this.settings);
  }
}
