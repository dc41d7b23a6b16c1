import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthenticatedStaff } from '../application/authenticated-staff.views';

export const CurrentStaff = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedStaff => context.switchToHttp().getRequest().user,
);
