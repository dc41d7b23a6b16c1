import { Injectable } from '@nestjs/common';
import { staffNotFound, twoFactorAlreadyEnabled } from '../domain/identity.errors';
import { IdentityConfig } from './identity-config.port';
import { StaffUserStore } from './staff-user-store.port';
import { TotpAuthenticator, TwoFactorSecrets, TwoFactorStore } from './two-factor-store.port';

export interface TwoFactorEnrolment {
  /** The key as text, for typing into an app that cannot scan. */
  secret: string;
  keyUri: string;
  /** The QR code of keyUri, a data: URL. */
  qrCode: string;
}

/**
 * A new authenticator key for the staff member's own account, kept sealed until they confirm it with a
 * code. Asking again replaces it; once two-factor is on the key is never shown again.
 */
@Injectable()
export class StartTwoFactorEnrolmentUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly twoFactor: TwoFactorStore,
    private readonly totp: TotpAuthenticator,
    private readonly secrets: TwoFactorSecrets,
    private readonly settings: IdentityConfig,
  ) {}

  async execute(staffId: number): Promise<TwoFactorEnrolment> {
    const user = await this.users.findById(staffId);
    if (!user) throw staffNotFound();
    if (user.twoFactorEnabledAt) throw twoFactorAlreadyEnabled();
    const secret = this.totp.newSecret();
    await this.twoFactor.savePendingSecret(staffId, this.secrets.seal(secret));
    const keyUri = this.totp.keyUri(secret, user.email, this.settings.authenticatorIssuer);
    return { secret, keyUri, qrCode: await this.totp.qrCode(keyUri) };
  }
}
