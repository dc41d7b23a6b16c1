import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AccessTokenClaims, AccessTokenIssuer } from '../application/staff-user-repository.port';

@Injectable()
export class JwtAccessTokenIssuer extends AccessTokenIssuer {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  issue(claims: AccessTokenClaims): Promise<string> {
    return this.jwt.signAsync({ sub: claims.sub, email: claims.email, role: claims.role });
  }
}
