import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

export const ACCESS_KEY = 'shop:access';
export type Access = 'public' | 'staff' | 'admin';

/**
 * Every route needs an admin token unless it says otherwise: a new endpoint is closed until
 * someone opens it on purpose.
 */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);

/** Any logged-in staff member (admin or user). */
export const StaffOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'staff' satisfies Access),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing or invalid token' }),
  );

/** Documents the default: role admin required. */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'admin' satisfies Access),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing or invalid token' }),
    ApiForbiddenResponse({ description: 'Role admin required' }),
  );
