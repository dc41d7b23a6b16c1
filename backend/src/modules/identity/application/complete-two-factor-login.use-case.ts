import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import type { StaffUser } from '../domain/staff-user';
import { twoFactorChallengeInvalid, twoFactorCodeInvalid, twoFactorCodeUsed } from '../domain/identity.errors';
import { readSecondFactor } from '../domain/two-factor';
import { IdentitySettings } from './identity-settings.port';
import { signIn, SignedIn } from './signed-in';
import { AccessTokenIssuer, StaffUserRepository } from './staff-user-repository.port';
import { TotpAuthenticator, TwoFactorSecrets, TwoFactorStore } from './two-factor-store.port';

/**
 * The second step of a login: the challenge of the first and a code from the authenticator (each
 * time step once: a replayed code is refused) or one of the recovery codes (each once).
 */
@Injectable()
export class CompleteTwoFactorLoginUseCase {
  constructor(
    private readonly users: StaffUserRepository,
    private readonly twoFactor: TwoFactorStore,
    private readonly totp: TotpAuthenticator,
    private readonly secrets: TwoFactorSecrets,
    private readonly tokens: AccessTokenIssuer,
    private readonly settings: IdentitySettings,
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
    const factor = readSecondFactor(input.code);
    if (!factor) throw twoFactorCodeInvalid('login');
    if (factor.kind === 'recovery') {
      if (!(await this.twoFactor.useRecoveryCode(user.id, this.secrets.digest(factor.code), now))) throw twoFactorCodeInvalid('login');
      return signIn(user, this.tokens, this.settings);
    }
    const record = await this.twoFactor.find(user.id);
    const secret = record?.sealedSecret ? this.secrets.open(record.sealedSecret) : null;
    const step = secret === null ? null : await this.totp.matchStep(secret, factor.code, now);
    if (step === null) throw twoFactorCodeInvalid('login');
    // Compared and recorded in one conditional write, so two instances cannot both take one code.
    if (!(await this.twoFactor.useStep(user.id, step))) throw twoFactorCodeUsed();
    return signIn(user, this.tokens, this.settings);
  }
}
