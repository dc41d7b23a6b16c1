import { Injectable } from '@nestjs/common';
import { staffNotFound, twoFactorAlreadyEnabled, twoFactorCodeInvalid, twoFactorNotStarted } from '../domain/identity.errors';
import { RECOVERY_CODE_COUNT, readSecondFactor } from '../domain/two-factor';
import { IdentityConfig } from './identity-config.port';
import { signIn, SignedIn } from './signed-in.rules';
import { AccessTokenIssuer, StaffUserStore } from './staff-user-store.port';
import { TotpAuthenticator, TwoFactorSecrets, TwoFactorStore } from './two-factor-store.port';

export interface ConfirmedEnrolment extends SignedIn {
  /** Shown this once; only their digests are kept. */
  recoveryCodes: string[];
}

/**
 * The staff member proves the authenticator works with one code: two-factor is on, ten recovery codes
 * are made, every other session of the account ends, and this one gets a new token.
 */
@Injectable()
export class ConfirmTwoFactorEnrolmentUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly twoFactor: TwoFactorStore,
    private readonly totp: TotpAuthenticator,
    private readonly secrets: TwoFactorSecrets,
    private readonly tokens: AccessTokenIssuer,
    private readonly settings: IdentityConfig,
  ) {}

  async execute(input: { staffId: number; code: string }, now = new Date()): Promise<ConfirmedEnrolment> {
    const user = await this.users.findById(input.staffId);
    if (!user) throw staffNotFound();
    if (user.twoFactorEnabledAt) throw twoFactorAlreadyEnabled();
    const record = await this.twoFactor.find(user.id);
    const pending = record?.sealedPendingSecret;
    const secret = pending ? this.secrets.open(pending) : null;
    if (!pending || secret === null) throw twoFactorNotStarted();
    const factor = readSecondFactor(input.code);
    const step = factor?.kind === 'totp' ? await this.totp.matchStep(secret, factor.code, now) : null;
    if (step === null) throw twoFactorCodeInvalid('enrolment');
    const recoveryCodes = this.secrets.newRecoveryCodes(RECOVERY_CODE_COUNT);
    const sessionVersion = await this.twoFactor.enable(user.id, {
      sealedPendingSecret: pending,
      step,
      recoveryCodeDigests: recoveryCodes.map((code) => this.secrets.digest(code)),
      at: now,
    });
    // Another tab started a new enrolment meanwhile: this code was for a key no longer waiting.
    if (sessionVersion === null) throw twoFactorNotStarted();
    const signedIn = await signIn({ ...user, sessionVersion, twoFactorEnabledAt: now }, this.tokens, this.settings);
    return { ...signedIn, recoveryCodes };
  }
}
