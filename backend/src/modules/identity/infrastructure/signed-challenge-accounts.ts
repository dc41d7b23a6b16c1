import { Injectable } from '@nestjs/common';
import { LoginChallengeAccounts } from '../../../shared/http/login-challenge-accounts';
import { AccessTokenIssuer } from '../application/staff-user-store.port';

/** The rate limit's reader of login challenges: the signature and expiry are checked before an account is named. */
@Injectable()
export class SignedChallengeAccounts extends LoginChallengeAccounts {
  constructor(private readonly tokens: AccessTokenIssuer) {
    super();
  }

  async accountOf(challenge: unknown): Promise<string | null> {
    if (typeof challenge !== 'string' || challenge.length > 2000) return null;
    const claims = await this.tokens.readChallenge(challenge);
    return claims ? `staff:${claims.sub}` : null;
  }
}
