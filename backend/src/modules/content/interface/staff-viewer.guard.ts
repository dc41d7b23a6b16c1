import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * For public reads that show more to an admin (an inactive article, for editing and preview):
 * reads a bearer token when there is one and never refuses the request. A missing, expired or
 * forged token simply leaves the reader anonymous.
 */
@Injectable()
export class StaffViewerGuard extends AuthGuard('jwt') {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // An unusable token on a public route is no reason to refuse it.
    }
    return true;
  }

  handleRequest<T>(_error: unknown, user: T): T {
    return user;
  }
}

/** True when the request carries a valid admin token (see StaffViewerGuard). */
export const ViewerIsAdmin = createParamDecorator(
  (_: unknown, context: ExecutionContext): boolean =>
    context.switchToHttp().getRequest<{ user?: { role?: string } }>().user?.role === 'admin',
);
