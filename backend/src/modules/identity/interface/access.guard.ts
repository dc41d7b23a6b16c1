import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Access, ACCESS_KEY } from '../../../shared/http/access.decorators';
import type { AuthenticatedStaff } from '../application/authenticated-staff';

/** Global guard: public routes pass, 'staff' needs a valid token, everything else role admin. */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  static accessOf(reflector: Reflector, context: ExecutionContext): Access {
    return reflector.getAllAndOverride<Access>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ?? 'admin';
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = AccessGuard.accessOf(this.reflector, context);
    if (access === 'public') return true;
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest().user as AuthenticatedStaff;
    if (access === 'admin' && user.role !== 'admin') {
      throw new ForbiddenException({ code: 'ADMIN_ROLE_REQUIRED', message: 'Access denied. Admin privileges required.' });
    }
    return true;
  }

  handleRequest<T>(error: unknown, user: T): T {
    if (error || !user) throw new UnauthorizedException({ code: 'UNAUTHORIZED', message: 'Authentication required' });
    return user;
  }
}
