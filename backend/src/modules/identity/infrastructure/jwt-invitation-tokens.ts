import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../../shared/config/app-config';
import { InvitationClaims, InvitationTokens } from '../application/staff-invitation.port';
import { INVITATION_HOURS } from '../domain/staff-invitation';
import { invitationKey } from './identity.config';

const AUDIENCE = 'staff-invitation';

/** Set-password links signed with a key of their own (HS256), expiring after INVITATION_HOURS. */
@Injectable()
export class JwtInvitationTokens extends InvitationTokens {
  private readonly key: Buffer;

  constructor(
    private readonly jwt: JwtService,
    config: AppConfig,
  ) {
    super();
    this.key = invitationKey(config);
  }

  issue(claims: InvitationClaims): Promise<string> {
    return this.jwt.signAsync(
      { sub: claims.sub, ver: claims.ver },
      { secret: this.key, expiresIn: `${INVITATION_HOURS}h`, audience: AUDIENCE, algorithm: 'HS256' },
    );
  }

  async read(token: string): Promise<InvitationClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: unknown; ver?: unknown }>(token, {
        secret: this.key,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      return typeof payload.sub === 'number' && typeof payload.ver === 'number' ? { sub: payload.sub, ver: payload.ver } : null;
    } catch {
      return null;
    }
  }
}
