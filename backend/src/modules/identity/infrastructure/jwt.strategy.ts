import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../../shared/config/app-config';
import { STAFF_ROLES, StaffRole } from '../domain/staff-user';

export interface AuthenticatedStaff {
  id: number;
  email: string;
  role: StaffRole;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(config: AppConfig) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), ignoreExpiration: false, secretOrKey: config.jwtSecret, algorithms: ['HS256'] });
  }

  validate(payload: { sub?: unknown; email?: unknown; role?: unknown }): AuthenticatedStaff | false {
    if (typeof payload.sub !== 'number' || !STAFF_ROLES.includes(payload.role as StaffRole)) return false;
    return { id: payload.sub, email: String(payload.email), role: payload.role as StaffRole };
  }
}
