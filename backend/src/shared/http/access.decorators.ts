import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';

export const ACCESS_KEY = 'shop:access';

/**
 * Who may call a route. Every route says one of these explicitly (the access-matrix test checks it
 * against its table):
 * - `public`: anyone, no token;
 * - `account`: the staff member's own account (who am I, two-factor enrolment), open to every staff
 *   token, also while two-factor enrolment is required;
 * - `staff`: any signed-in staff member (admin, orders, user);
 * - `orders`: the orders desk (roles admin and orders);
 * - `admin`: role admin (also the default of a route that says nothing, so a new route is closed).
 */
export type Access = 'public' | 'account' | 'staff' | 'orders' | 'admin';

const UNAUTHORIZED = ApiUnauthorizedResponse({
  description: 'Missing or invalid token, or the session ended (SESSION_ENDED: account disabled, role, password or two-factor changed)',
});
const ENROL_FIRST = 'TWO_FACTOR_ENROLMENT_REQUIRED: STAFF_TWO_FACTOR=required and this account has no two-factor yet';

export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);

/** The signed-in staff member's own account: open while two-factor enrolment is required. */
export const OwnAccount = () => applyDecorators(SetMetadata(ACCESS_KEY, 'account' satisfies Access), ApiBearerAuth(), UNAUTHORIZED);

/** Any logged-in staff member (admin, orders or user). */
export const StaffOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'staff' satisfies Access),
    ApiBearerAuth(),
    UNAUTHORIZED,
    ApiForbiddenResponse({ description: ENROL_FIRST }),
  );

/** Orders-desk work: role admin or orders. */
export const OrdersDesk = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'orders' satisfies Access),
    ApiBearerAuth(),
    UNAUTHORIZED,
    ApiForbiddenResponse({ description: `ORDERS_ROLE_REQUIRED: role admin or orders required; ${ENROL_FIRST}` }),
  );

/** Role admin required (the default, said out loud). */
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, 'admin' satisfies Access),
    ApiBearerAuth(),
    UNAUTHORIZED,
    ApiForbiddenResponse({ description: `ADMIN_ROLE_REQUIRED: role admin required; ${ENROL_FIRST}` }),
  );
