import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ArticleViewers } from '../application/article-viewers.port';

interface ViewerRequest {
  headers: Record<string, unknown>;
  user?: unknown;
  viewerIsAdmin?: boolean;
}

/**
 * For public reads that show more to an admin (an inactive article, for editing and preview):
 * reads a bearer token when there is one and never refuses the request. A missing, expired or
 * forged token, or one whose session ended, simply leaves the reader anonymous.
 */
@Injectable()
export class StaffViewerGuard extends AuthGuard('jwt') {
  constructor(private readonly viewers: ArticleViewers) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ViewerRequest>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
      request.viewerIsAdmin = await this.viewers.mayPreview(request.user);
    } catch {
      // An unusable token on a public route is no reason to refuse it.
    }
    return true;
  }

  handleRequest<T>(_error: unknown, user: T): T {
    return user;
  }
}

/** True when the request carries an admin token whose session still stands (see StaffViewerGuard). */
export const ViewerIsAdmin = createParamDecorator(
  (_: unknown, context: ExecutionContext): boolean => context.switchToHttp().getRequest<ViewerRequest>().viewerIsAdmin === true,
);
