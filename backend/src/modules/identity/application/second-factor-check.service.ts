import { Injectable } from '@nestjs/common';
import { readSecondFactor } from '../domain/two-factor';
import { TotpAuthenticator, TwoFactorSecrets, TwoFactorStore } from './two-factor-store.port';

/** `used`: a right code of a time step taken already (a replay). */
export type SecondFactorOutcome = 'accepted' | 'invalid' | 'used';

/**
 * One account's second factor, as the login's second step and re-authentication take it: a code from
 * the authenticator (each time step once) or one of the recovery codes (each once).
 */
@Injectable()
export class SecondFactorCheck {
  constructor(
    private readonly twoFactor: TwoFactorStore,
    private readonly totp: TotpAuthenticator,
    private readonly secrets: TwoFactorSecrets,
  ) {}

  async take(staffId: number, typed: string, now: Date): Promise<SecondFactorOutcome> {
    const factor = readSecondFactor(typed);
    if (!factor) return 'invalid';
    if (factor.kind === 'recovery') {
      return (await this.twoFactor.useRecoveryCode(staffId, this.secrets.digest(factor.code), now)) ? 'accepted' : 'invalid';
    }
    const record = await this.twoFactor.find(staffId);
    const secret = record?.sealedSecret ? this.secrets.open(record.sealedSecret) : null;
    const step = secret === null ? null : await this.totp.matchStep(secret, factor.code, now);
    if (step === null) return 'invalid';
    // Compared and recorded in one conditional write, so two instances cannot both take one code.
    return (await this.twoFactor.useStep(staffId, step)) ? 'accepted' : 'used';
  }
}
