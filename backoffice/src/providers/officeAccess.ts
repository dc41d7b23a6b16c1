/**
 * What each staff member may open in the back office, decided from the session's user as the server
 * reported it (the server checks every call again: this only keeps menus, cards and buttons to what
 * the role may use). `enrolment`: two-factor login is required and not set up yet, so only the
 * account page opens.
 */
export type OfficePermissions = 'admin' | 'orders' | 'enrolment';

export type OfficeScreen =
  | 'dashboard'
  | 'orders'
  | 'orders.delete'
  | 'cancellation-requests'
  | 'products'
  | 'categories'
  | 'discount-codes'
  | 'articles'
  | 'seo'
  | 'size-templates'
  | 'shop-settings'
  | 'staff'
  | 'audit-log'
  | 'webhooks'
  | 'reviews'
  | 'dashboard.catalog'
  | 'account';

const SCREENS_OF: Record<OfficePermissions, readonly OfficeScreen[]> = {
  admin: [
    'dashboard',
    'dashboard.catalog',
    'orders',
    'orders.delete',
    'cancellation-requests',
    'products',
    'categories',
    'discount-codes',
    'articles',
    'seo',
    'size-templates',
    'shop-settings',
    'staff',
    'audit-log',
    'webhooks',
    'reviews',
    'account',
  ],
  orders: ['dashboard', 'orders', 'cancellation-requests', 'account'],
  enrolment: ['account'],
};

/** The roles that open the back office at all (the spec's `user` stays outside). */
export const OFFICE_ROLES = ['admin', 'orders'] as const;

export function entersOffice(role: string | undefined): boolean {
  return (OFFICE_ROLES as readonly string[]).includes(role ?? '');
}

export function permissionsOf(user: { role?: string; two_factor_enrolment_required?: boolean } | null): OfficePermissions | null {
  if (!user || !entersOffice(user.role)) return null;
  if (user.two_factor_enrolment_required) return 'enrolment';
  return user.role as 'admin' | 'orders';
}

export function mayOpen(permissions: unknown, screen: OfficeScreen): boolean {
  return typeof permissions === 'string' && permissions in SCREENS_OF && SCREENS_OF[permissions as OfficePermissions].includes(screen);
}

/** Where a staff member lands after login or at /admin: the enrolment page while it is required. */
export function homeOf(permissions: unknown): '/account' | '/dashboard' {
  return permissions === 'enrolment' ? '/account' : '/dashboard';
}

/**
 * The screen an address inside the back office opens ("/webhooks/3" → webhooks), when it is one the
 * role may not open: the catch-all page then says the screen is for admins, not that the link is broken.
 */
export function screenClosedTo(permissions: unknown, path: string): OfficeScreen | null {
  const first = path.replace(/^\/+/, '').split(/[/?#]/)[0];
  const screen = SCREENS_OF.admin.find((name) => name === first && !name.includes('.'));
  return screen && !mayOpen(permissions, screen) ? screen : null;
}
