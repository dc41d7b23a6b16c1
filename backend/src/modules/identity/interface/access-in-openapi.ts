import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Access } from '../../../shared/http/access.decorators';
import { routeAccessOf } from '../../../shared/http/route-access';
import { rolesOpening } from '../domain/staff-access';

/** What each level adds to the roles, in the words of the summary. */
const NOTES: Record<Access, string> = {
  public: 'public, no token',
  account: 'own account, open while two-factor enrolment is required',
  staff: 'any staff member',
  orders: 'orders desk',
  admin: 'admins only',
};

export const rolesOf = (access: Access): readonly string[] => (access === 'public' ? [] : rolesOpening(access));

/** The summary's suffix, e.g. `(roles: admin, orders; orders desk)`. */
export const accessWords = (access: Access): string =>
  access === 'public' ? NOTES.public : `roles: ${rolesOf(access).join(', ')}; ${NOTES[access]}`;

/**
 * Says on every operation who may call it, read from the route's own access decorator (the one the access guard
 * obeys), never written by hand: `x-access` (the level), `x-roles` (the staff roles it opens, none for a
 * public route) and the summary's suffix. The role table of docs/features/staff-accounts.md is generated from these (generate-openapi.ts).
 */
export function documentAccess(document: OpenAPIObject, app: INestApplication): OpenAPIObject {
  for (const route of routeAccessOf(app)) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const operation = (document.paths[path] as Record<string, Record<string, unknown>> | undefined)?.[route.method.toLowerCase()];
    if (!operation) continue;
    operation['x-access'] = route.access;
    operation['x-roles'] = rolesOf(route.access);
    operation.summary = `${operation.summary ? `${String(operation.summary)} ` : ''}(${accessWords(route.access)})`;
  }
  return document;
}
