import { buildOpenApiDocument } from '../../src/app.factory';
import { bearer, TestApp } from '../support/test-app';
import { ACCESS_TABLE, Caller, OPENS, REFUSED_WITH } from './access-table';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

export interface DocumentedRoute {
  method: Method;
  /** As the table writes it: `GET /api/orders/:id`. */
  key: string;
  /** A URL to call: ids no record has (so nothing real changes), UUIDs for orders, `x` for the rest. */
  url: string;
}

/** Every operation of the generated OpenAPI document (buildOpenApiDocument, as `npm run openapi` writes it). */
export function documentedRoutes(shop: TestApp): DocumentedRoute[] {
  const document = buildOpenApiDocument(shop.app);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => (item as Record<string, unknown>)[method]).map((method) => ({
      method,
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      url: path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        /order/i.test(name) ? '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' : /id$/i.test(name) ? '999999' : 'x',
      ),
    })),
  );
}

const ENDS_THE_SESSION = ['POST /api/auth/logout'];

/**
 * Calls every documented route as one caller and lists each answer that disagrees with the table:
 * a refused caller must get its 401 or 403, an allowed one anything but 401 or 403 (400, 404 and
 * 200 alike: empty bodies and unknown ids). A route missing from the table is a disagreement too.
 */
export async function walkAs(shop: TestApp, caller: Caller, token: string | null, routes: DocumentedRoute[]): Promise<string[]> {
  const disagreements: string[] = [];
  // Logging out ends the caller's session: walked last, so every other route still sees it.
  const last = (route: DocumentedRoute) => (ENDS_THE_SESSION.includes(route.key) ? 1 : 0);
  for (const route of [...routes].sort((a, b) => last(a) - last(b))) {
    const level = ACCESS_TABLE[route.key];
    if (!level) {
      disagreements.push(`${route.key}: not in the access table (test/identity/access-table.ts)`);
      continue;
    }
    let call = shop.http()[route.method](route.url);
    if (token) call = call.set('Authorization', bearer(token));
    if (route.method !== 'get' && route.method !== 'delete') call = call.send({});
    const { status } = await call;
    const allowed = OPENS[caller].includes(level);
    const agrees = allowed ? status !== 401 && status !== 403 : status === REFUSED_WITH[caller];
    if (!agrees)
      disagreements.push(`${route.key} (${level}) as ${caller}: ${status}, expected ${allowed ? 'not 401/403' : REFUSED_WITH[caller]}`);
  }
  return disagreements;
}
