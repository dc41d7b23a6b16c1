import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../../shared/config/app-config';
import { AccessTokenClaims, AccessTokenIssuer, ChallengeClaims } from '../application/staff-user-store.port';
import { challengeKey } from './identity.config';

/** A challenge is good for one login's second step, a few minutes after the password. */
const CHALLENGE_LIFETIME = '5m';
const CHALLENGE_AUDIENCE = 'staff-two-factor';

@Injectable()
export class JwtAccessTokenIssuer extends AccessTokenIssuer {
  private readonly challengeKey: Buffer;

  constructor(
    private readonly jwt: JwtService,
    config: AppConfig,
  ) {
    super();
    this.challengeKey = challengeKey(config);
  }

  issue(claims: AccessTokenClaims): Promise<string> {
    return this.jwt.signAsync({ sub: claims.sub, email: claims.email, role: claims.role, ver: claims.ver });
  }

  /** Signed with a key of its own, so the token check (passport-jwt) never takes it for a staff token. */
  issueChallenge(claims: ChallengeClaims): Promise<string> {
    return this.jwt.signAsync(
      { sub: claims.sub, ver: claims.ver },
      { secret: this.challengeKey, expiresIn: CHALLENGE_LIFETIME, audience: CHALLENGE_AUDIENCE, algorithm: 'HS256' },
    );
  }

  async readChallenge(challenge: string): Promise<ChallengeClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: unknown; ver?: unknown }>(challenge, {
        secret: this.challengeKey,
        audience: CHALLENGE_AUDIENCE,
        algorithms: ['HS256'],
      });
      return typeof payload.sub === 'number' && typeof payload.ver === 'number' ? { sub: payload.sub, ver: payload.ver } : null;
    } catch {
      return null;
    }
  }
}
