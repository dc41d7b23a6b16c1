import { bearer, startTestApp, TestApp } from '../support/test-app';
import { concretePath, listRoutes, RouteInfo } from '../support/routes';

/**
 * Every route is closed (role admin) unless it says otherwise. Opening one is a decision that
 * must be written here too, so a route cannot become public by accident.
 */
const PUBLIC_ROUTES = new Set<string>([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/login',
  // the login page's demo hint: empty unless the demo data set is loaded, always empty in production
  'GET /api/auth/demo-accounts',
  // catalog
  'GET /api/categories',
  'GET /api/categories/:id',
  'GET /api/categories/by-slug/:slug',
  'GET /api/categories/by-slug/:slug/products',
  'GET /api/checkout-options',
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/products/search',
  // content and interface texts
  'GET /api/articles',
  'GET /api/articles/:id',
  'GET /api/articles/slug/:slug',
  'GET /api/seo',
  'GET /i18n/:file',
  // for search engines (web)
  'GET /sitemap.xml',
  'GET /sitemap-:part.xml',
  'GET /robots.txt',
  // media
  'GET /uploads/:name',
  // ordering: guest checkout, tracking by number + email, payment page by unguessable id
  'POST /api/orders',
  'POST /api/orders/quote',
  'GET /api/orders/track',
  'GET /api/orders/:id',
  // payments: the frame session, the provider's server-to-server notify, the status record
  'POST /api/payment/session/:orderId',
  'POST /api/payment/notify',
  'GET /api/payment/status/:orderId',
  'GET /api/payment/response-codes',
  // the provider's return pages loaded by POST, sent on to the storefront page (a 303, nothing else)
  ...['', '/ru'].flatMap((language) =>
    ['payment-success', 'payment-error'].flatMap((page) => [`POST ${language}/${page}`, `POST ${language}/${page}/*rest`]),
  ),
  // the sandbox card form (404 unless PAYMENT_PROVIDER=sandbox)
  'GET /sandbox/tranzila/:terminal/iframenew.php',
  'POST /sandbox/tranzila/:terminal/iframenew.php',
  'POST /sandbox/tranzila/:terminal/charge',
]);

describe('route guards', () => {
  let shop: TestApp;
  let routes: RouteInfo[];
  beforeAll(async () => {
    shop = await startTestApp();
    routes = listRoutes(shop.app);
  });
  afterAll(() => shop.close());

  it('finds the application routes', () => {
    expect(routes.length).toBeGreaterThan(3);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/login', access: 'public' });
  });

  it('opens only the routes listed as public', () => {
    const open = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.path}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 without a token on every non-public route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await shop.http()[route.method.toLowerCase() as 'get'](concretePath(route.path));
      if (res.status !== 401) failures.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a staff member without role admin on every admin route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access === 'admin')) {
      const method = route.method.toLowerCase() as 'get';
      const res = await shop.http()[method](concretePath(route.path)).set('Authorization', bearer(shop.userToken));
      if (res.status !== 403) failures.push(`${route.method} ${route.path} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
