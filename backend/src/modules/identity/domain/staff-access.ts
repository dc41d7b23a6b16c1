import type { StaffRole } from './staff-user';

/**
 * The levels a staff route can ask for (the same words as the route decorators): `account` is the
 * staff member's own account (who am I, two-factor enrolment) and stays open while enrolment is
 * required; `staff` is any signed-in staff member; `orders` the orders desk; `admin` everything else.
 */
export type StaffAccessLevel = 'account' | 'staff' | 'orders' | 'admin';

const ROLES_OF_LEVEL: Record<StaffAccessLevel, readonly StaffRole[]> = {
  account: ['admin', 'orders', 'user'],
  staff: ['admin', 'orders', 'user'],
  orders: ['admin', 'orders'],
  admin: ['admin'],
};

/** The roles a level opens, as the OpenAPI document and the staff accounts document's role table name them. */
export function rolesOpening(level: StaffAccessLevel): readonly StaffRole[] {
  return ROLES_OF_LEVEL[level];
}

export function mayOpen(role: StaffRole, level: StaffAccessLevel): boolean {
  return ROLES_OF_LEVEL[level].includes(role);
}

/**
 * `optional`: each staff member chooses; `required`: a staff member without two-factor may only
 * enrol (every other staff route refuses them until they have).
 */
export const STAFF_TWO_FACTOR_MODES = ['optional', 'required'] as const;
export type StaffTwoFactorMode = (typeof STAFF_TWO_FACTOR_MODES)[number];

export function mustEnrol(mode: StaffTwoFactorMode, twoFactorEnabled: boolean): boolean {
  return mode === 'required' && !twoFactorEnabled;
}

/** What an admin may change of another account's access. */
export interface StaffAccessChange {
  role?: StaffRole;
  active?: boolean;
}

/**
 * The shop must keep one active admin: a change that disables or demotes the only one left is
 * refused. `activeAdminIds` are read under a lock in the same transaction as the change.
 */
export function removesLastAdmin(activeAdminIds: readonly number[], target: { id: number }, change: StaffAccessChange): boolean {
  if (!activeAdminIds.includes(target.id)) return false;
  const staysAdmin = (change.role ?? 'admin') === 'admin' && (change.active ?? true);
  return !staysAdmin && activeAdminIds.length <= 1;
}

/** A change of role or a disabling ends the account's sessions; a name change or an enabling does not. */
export function endsSessions(current: { role: StaffRole; active: boolean }, change: StaffAccessChange): boolean {
  return (change.role !== undefined && change.role !== current.role) || (change.active === false && current.active);
}
