import { normalizeEmail } from 'shop-rules';
import type { CreateStaffMemberWire, StaffMemberWire, UpdateStaffMemberWire } from '../api/wire';

/** The roles an admin gives in the back office (the spec's `user` role has no back-office use). */
export const STAFF_FORM_ROLES = ['orders', 'admin'] as const;

export const MIN_PASSWORD_LENGTH = 10;

export interface StaffFormValues {
  id?: number;
  email?: string;
  name?: string;
  role?: string;
  password?: string;
  /** The invitation's language, when the first password is left empty. */
  language?: string;
}

export const INVITATION_LANGUAGES = ['he', 'ru', 'en'] as const;

/**
 * A new member: email, name, role and first password, as the API takes them; without a password the
 * server emails the member an invitation to choose one, in the language chosen here.
 */
export function createPayload(values: StaffFormValues): CreateStaffMemberWire {
  const base = {
    email: normalizeEmail(values.email ?? ''),
    name: (values.name ?? '').trim(),
    role: (values.role ?? 'orders') as CreateStaffMemberWire['role'],
  };
  if (!values.password) return { ...base, language: (values.language ?? 'he') as CreateStaffMemberWire['language'] };
  return { ...base, password: values.password };
}

/** An existing member: only what the edit form changes (the email stays; disabling is its own button). */
export function updatePayload(values: StaffFormValues): UpdateStaffMemberWire {
  return { name: (values.name ?? '').trim(), role: values.role as UpdateStaffMemberWire['role'] };
}

export function staffPayload(values: StaffFormValues): CreateStaffMemberWire | UpdateStaffMemberWire {
  return values.id === undefined ? createPayload(values) : updatePayload(values);
}

/** The first password may be left empty (an invitation is emailed); one typed must be long enough. */
export function firstPasswordProblem(password: string | undefined): string | undefined {
  return password ? passwordProblem(password) : undefined;
}

/** A password field's message key, or undefined when it is long enough. */
export function passwordProblem(password: string | undefined): string | undefined {
  return (password ?? '').length < MIN_PASSWORD_LENGTH ? 'resources.staff.errors.weak_password' : undefined;
}

/** The member as staff know them on a card or in a dialog: the name, else the email. */
export const memberName = (member: Pick<StaffMemberWire, 'name' | 'email'>) => member.name || member.email;
