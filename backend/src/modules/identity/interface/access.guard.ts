import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { AuthGuard } from '@nestjs/passport';
import { enterStaffActor } from '../../../shared/audit/staff-actor';
import { Access, ACCESS_KEY } from '../../../shared/http/access.decorators';
import type { TokenSubject } from '../application/authenticated-staff.views';
import { VerifyStaffSessionUseCase } from '../application/verify-staff-session.use-case';
import { mayOpen } from '../domain/staff-access';

/** What a staff member is told when their role does not open a route. */
const REFUSALS = {
  orders: { code: 'ORDERS_ROLE_REQUIRED', message: 'Access denied. The orders desk needs role admin or orders.' },
  admin: { code: 'ADMIN_ROLE_REQUIRED', message: 'Access denied. Admin privileges required.' },
} as const;

/**
 * Global guard: public routes pass without looking at any token (so shoppers' reads cost nothing);
 * every other route needs a valid token whose session still stands (one read by primary key: the
 * account is active and its session version unchanged), then the level the route asks for.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: VerifyStaffSessionUseCase,
  ) {
    super();
  }

  static accessOf(reflector: Reflector, context: ExecutionContext): Access {
    return reflector.getAllAndOverride<Access>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ?? 'admin';
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = AccessGuard.accessOf(this.reflector, context);
    if (access === 'public') return true;
    // Staff answers carry customers' and staff members' data: no browser or proxy keeps a copy.
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest();
    const staff = await this.sessions.execute(request.user as TokenSubject);
    request.user = staff;
    enterStaffActor({ staffId: staff.id, email: staff.email, role: staff.role });
    if (staff.enrolmentRequired && access !== 'account') {
      throw new ForbiddenException({
        code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
        message: 'Two-factor login is required: enrol an authenticator on your account page first.',
      });
    }
    if (!mayOpen(staff.role, access)) throw new ForbiddenException(REFUSALS[access === 'orders' ? 'orders' : 'admin']);
    return true;
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw new UnauthorizedException({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    return user;
  }
}
