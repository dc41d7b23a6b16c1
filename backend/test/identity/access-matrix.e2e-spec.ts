import { buildOpenApiDocument } from '../../src/app.factory';
import { listRoutes } from '../support/routes';
import { bearer, startTestApp, TestApp } from '../support/test-app';
import { ACCESS_TABLE, Caller } from './access-table';
import { documentedRoutes, DocumentedRoute, walkAs } from './access-walk';
import { addStaffMember, tokenOf } from './staff-fixtures';

/**
 * Every route against the one access table (access-table.ts): the level each declares, and what each
 * kind of caller is answered on every route of the OpenAPI document.
 */
describe('access matrix (identity)', () => {
  let shop: TestApp;
  let routes: DocumentedRoute[];
  const tokens = {} as Record<Caller, string | null>;

  beforeAll(async () => {
    shop = await startTestApp();
    routes = documentedRoutes(shop);
    const desk = await addStaffMember(shop, { email: 'desk@test.shop', role: 'orders' });
    const leaver = await addStaffMember(shop, { email: 'leaver@test.shop', role: 'admin' });
    Object.assign(tokens, {
      'no token': null,
      admin: shop.adminToken,
      orders: await tokenOf(shop, desk),
      user: shop.userToken,
      disabled: await tokenOf(shop, leaver),
    });
    // Disabled after logging in: the token is still well signed and unexpired.
    await shop
      .http()
      .put(`/api/admin/staff/${leaver.id}`)
      .set('Authorization', bearer(shop.adminToken))
      .send({ active: false })
      .expect(200);
  });
  afterAll(() => shop.close());

  it('has every mounted route in the table, at the level the route itself declares, explicitly', () => {
    const mounted = listRoutes(shop.app);
    const implicit = mounted.filter((route) => !route.explicit).map((route) => `${route.method} ${route.path}`);
    expect(implicit).toEqual([]);
    const declared = Object.fromEntries(mounted.map((route) => [`${route.method} ${route.path}`, route.access]));
    expect(declared).toEqual(ACCESS_TABLE);
  });

  it('has the OpenAPI document say each level and its roles as the table does (the role table of docs/features/staff-accounts.md is made from them)', () => {
    const document = buildOpenApiDocument(shop.app);
    const documented = Object.fromEntries(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item as Record<string, { 'x-access': string; 'x-roles': string[]; summary: string }>).map(([method, operation]) => [
          `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          operation['x-access'],
        ]),
      ),
    );
    // The routes left out of the document (the sandbox's pages, robots.txt, sitemaps) are all public.
    const tableOfDocumented = Object.fromEntries(Object.keys(documented).map((key) => [key, ACCESS_TABLE[key] ?? 'not in the table']));
    expect(documented).toEqual(tableOfDocumented);
    const cashPayment = document.paths['/api/orders/{id}/cash-payment'].post as unknown as Record<string, unknown>;
    expect(cashPayment['x-roles']).toEqual(['admin', 'orders']);
    expect(cashPayment.summary).toMatch(/\(roles: admin, orders; orders desk\)$/);
  });

  it('walks the whole OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.map((route) => route.key)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'GET /api/admin/staff', 'GET /api/dashboard']),
    );
  });

  it.each(['no token', 'admin', 'orders', 'user', 'disabled'] as const)('answers a caller with %s as the table says', async (caller) => {
    expect(await walkAs(shop, caller, tokens[caller], routes)).toEqual([]);
  });
});
