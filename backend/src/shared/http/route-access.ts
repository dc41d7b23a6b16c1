import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { Access, ACCESS_KEY } from './access.decorators';

export interface RouteAccess {
  method: string;
  /** As Nest writes it: `/api/orders/:id`. */
  path: string;
  access: Access;
  /** The route or its controller names its level (a route that says nothing is closed as admin, by default). */
  explicit: boolean;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');

/**
 * Every HTTP route of the running application with the access level its decorators declare, read from the
 * controllers Nest mounted: the one source of the OpenAPI document's roles, the role table of docs/features/staff-accounts.md and the
 * access-matrix test.
 */
export function routeAccessOf(app: INestApplication): RouteAccess[] {
  const reflector = app.get(Reflector);
  const routes: RouteAccess[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
      if (!controller) continue;
      const base: string = Reflect.getMetadata(PATH_METADATA, controller) ?? '';
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const paths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        // The same reading as the access guard's (AccessGuard.accessOf): the route's word, else its controller's.
        const declared = reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [handler as () => void, controller]);
        for (const path of paths) {
          routes.push({
            method: RequestMethod[method],
            path: join(base, path),
            access: declared ?? 'admin',
            explicit: declared !== undefined,
          });
        }
      }
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
