import type { Access } from '../../src/shared/http/access.decorators';

/**
 * THE table of who may call what: every route of the application, with the one access level it
 * declares (see access.decorators.ts). The access-matrix test walks every route with each kind of
 * caller and compares the answer with this table; a route missing here fails it, so a new route is
 * classified here on purpose. Path parameters as Nest writes them (`:id`).
 *
 * What each level opens:
 *
 * | level   | no token | admin | orders | user | disabled account | enrolment required |
 * |---------|----------|-------|--------|------|------------------|--------------------|
 * | public  | yes      | yes   | yes    | yes  | yes              | yes                |
 * | account | 401      | yes   | yes    | yes  | 401              | yes                |
 * | staff   | 401      | yes   | yes    | yes  | 401              | 403                |
 * | orders  | 401      | yes   | yes    | 403  | 401              | 403                |
 * | admin   | 401      | yes   | 403    | 403  | 401              | 403                |
 */
export const ACCESS_TABLE: Readonly<Record<string, Access>> = {
  // health probes
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',

  // staff login and the signed-in staff member's own account
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/two-factor': 'public',
  // an invited staff member's set-password link (a signed one-time token, no bearer token)
  'POST /api/auth/set-password': 'public',
  // the login page's demo hint: empty unless the demo data set is loaded, always empty in production
  'GET /api/auth/demo-accounts': 'public',
  'GET /api/auth/me': 'account',
  // logging out ends the session on the server (open also while enrolment is required)
  'POST /api/auth/logout': 'account',
  'GET /api/auth/two-factor': 'account',
  'POST /api/auth/two-factor/setup': 'account',
  'POST /api/auth/two-factor/confirm': 'account',

  // staff management
  'GET /api/admin/staff': 'admin',
  'POST /api/admin/staff': 'admin',
  'GET /api/admin/staff/:id': 'admin',
  'PUT /api/admin/staff/:id': 'admin',
  'POST /api/admin/staff/:id/reset-password': 'admin',
  'POST /api/admin/staff/:id/reset-two-factor': 'admin',
  'POST /api/admin/staff/:id/invite': 'admin',

  // the audit log: read only (no route writes it), admins only, the history of orders included (it names
  // staff members and their addresses)
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/audit-log/:id': 'admin',

  // the orders desk: the dashboard and the orders list with its actions
  'GET /api/dashboard': 'orders',
  'GET /api/orders': 'orders',
  'GET /api/orders/stats': 'orders',
  // the desk's filtered orders as a CSV download (a sensitive read: customers' contact details)
  'GET /api/orders/export': 'orders',
  'PUT /api/orders/:id': 'orders',
  'PATCH /api/orders/:id/status': 'orders',
  // the money side of the desk: cash taken at the store, cancellation requests, refunds, tax documents
  'POST /api/orders/:id/cash-payment': 'orders',
  'GET /api/admin/cancellation-requests': 'orders',
  'GET /api/admin/cancellation-requests/:id': 'orders',
  'POST /api/admin/cancellation-requests/:id/quote': 'orders',
  'POST /api/admin/cancellation-requests/:id/approve': 'orders',
  'POST /api/admin/cancellation-requests/:id/reject': 'orders',
  // one order's details: a sensitive read, recorded in the audit log each time it is opened
  'GET /api/admin/orders/:id': 'orders',
  'GET /api/admin/orders/:id/refunds': 'orders',
  'POST /api/admin/orders/:id/refunds': 'orders',
  'POST /api/admin/orders/:id/refunds/quote': 'orders',
  'GET /api/admin/orders/:id/tax-documents': 'orders',
  'GET /api/admin/tax-documents/status': 'orders',
  'POST /api/admin/tax-documents/:id/retry': 'orders',
  // deleting takes an order out of the shop's books: admins only (the desk cancels instead)
  'DELETE /api/orders/:id': 'admin',

  // ordering for shoppers: guest checkout, tracking by number + email, payment page by unguessable id
  'POST /api/orders': 'public',
  'POST /api/orders/quote': 'public',
  'GET /api/orders/track': 'public',
  'GET /api/orders/:id': 'public',
  // cancelling a distance sale (Consumer Protection Law 14C): by order number and the order's email or phone
  'POST /api/cancellations/quote': 'public',
  'POST /api/cancellations': 'public',

  // payments: the frame session, the provider's server-to-server notify, the status record
  'POST /api/payment/session/:orderId': 'public',
  'POST /api/payment/notify': 'public',
  'GET /api/payment/status/:orderId': 'public',
  'GET /api/payment/response-codes': 'public',
  // the provider's return pages loaded by POST, sent on to the storefront page (a 303, nothing else)
  'POST /payment-success': 'public',
  'POST /payment-success/*rest': 'public',
  'POST /payment-error': 'public',
  'POST /payment-error/*rest': 'public',
  'POST /ru/payment-success': 'public',
  'POST /ru/payment-success/*rest': 'public',
  'POST /ru/payment-error': 'public',
  'POST /ru/payment-error/*rest': 'public',
  // the sandbox card form (404 unless PAYMENT_PROVIDER=sandbox)
  'GET /sandbox/tranzila/:terminal/iframenew.php': 'public',
  'POST /sandbox/tranzila/:terminal/iframenew.php': 'public',
  'POST /sandbox/tranzila/:terminal/charge': 'public',
  // the tax-document sandbox speaking Morning's calls (404 where the card sandbox may not run)
  'POST /sandbox/documents/api/v1/account/token': 'public',
  'POST /sandbox/documents/api/v1/documents': 'public',
  'GET /sandbox/documents/view/:id': 'public',

  // shop settings: admins only (they name the shop's alert addresses); every staff screen reads the shop's clock
  'GET /api/shop-settings': 'admin',
  'GET /api/shop-clock': 'staff',
  'PUT /api/shop-settings': 'admin',
  'GET /api/checkout-options': 'public',

  // discount codes
  'GET /api/admin/discount-codes': 'admin',
  'POST /api/admin/discount-codes': 'admin',
  'GET /api/admin/discount-codes/:id': 'admin',
  'PUT /api/admin/discount-codes/:id': 'admin',
  'DELETE /api/admin/discount-codes/:id': 'admin',
  'GET /api/admin/webhooks': 'admin',
  'POST /api/admin/webhooks': 'admin',
  'GET /api/admin/webhooks/:id': 'admin',
  'PUT /api/admin/webhooks/:id': 'admin',
  'DELETE /api/admin/webhooks/:id': 'admin',
  'GET /api/admin/webhook-deliveries': 'admin',
  'GET /api/admin/webhook-deliveries/:id': 'admin',
  'POST /api/admin/webhook-deliveries/:id/resend': 'admin',
  'GET /api/admin/low-stock': 'admin',

  // catalog: shoppers read, admins write
  'GET /api/categories': 'public',
  'GET /api/categories/:id': 'public',
  'GET /api/categories/by-slug/:slug': 'public',
  'GET /api/categories/by-slug/:slug/products': 'public',
  'GET /api/categories/admin': 'admin',
  'GET /api/categories/admin/:id': 'admin',
  'POST /api/categories': 'admin',
  'PUT /api/categories/:id': 'admin',
  'DELETE /api/categories/:id': 'admin',
  'GET /api/products': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/products/search': 'public',
  'GET /api/products/admin': 'admin',
  'GET /api/products/admin/:id': 'admin',
  'GET /api/products/stats': 'admin',
  'POST /api/products': 'admin',
  'PUT /api/products/:id': 'admin',
  'DELETE /api/products/:id': 'admin',
  // the products CSV: the catalog downloaded, and read back (dry run or apply)
  'GET /api/products/export': 'admin',
  'POST /api/products/import': 'admin',
  'GET /api/size-templates': 'admin',
  'GET /api/size-templates/:id': 'admin',
  'POST /api/size-templates': 'admin',
  'PUT /api/size-templates/:id': 'admin',
  'DELETE /api/size-templates/:id': 'admin',
  'POST /api/size-templates/:id/apply': 'admin',

  // reviews: buyers write through their emailed link, shoppers read the published ones, admins moderate
  'GET /api/reviews/invitation': 'public',
  'POST /api/reviews': 'public',
  'GET /api/products/:id/reviews': 'public',
  'GET /api/reviews': 'admin',
  'GET /api/reviews/:id': 'admin',
  'PUT /api/reviews/:id': 'admin',

  // back-in-stock alerts: shoppers ask and unsubscribe without login, admins see who waits
  'POST /api/products/:id/back-in-stock': 'public',
  'POST /api/back-in-stock/stop': 'public',
  'GET /api/back-in-stock/waiting': 'admin',

  // media
  'POST /api/upload': 'admin',
  'GET /uploads/:name': 'public',

  // content: shoppers read active articles and SEO; admins write (an admin token also opens inactive articles)
  'GET /api/articles': 'public',
  'GET /api/articles/:id': 'public',
  'GET /api/articles/slug/:slug': 'public',
  'GET /api/articles/admin': 'admin',
  'POST /api/articles': 'admin',
  'PUT /api/articles/:id': 'admin',
  'DELETE /api/articles/:id': 'admin',
  'GET /api/seo': 'public',
  'GET /api/seo/all': 'admin',
  'GET /api/seo/:id': 'admin',
  'POST /api/seo': 'admin',
  'PUT /api/seo/:id': 'admin',
  'DELETE /api/seo/:id': 'admin',

  // interface texts and what search engines read (web)
  'GET /i18n/:file': 'public',
  'GET /sitemap.xml': 'public',
  'GET /sitemap-:part.xml': 'public',
  'GET /robots.txt': 'public',
  'GET /feeds/google-merchant.xml': 'public',
  'GET /feeds/google-merchant-ru.xml': 'public',
  'GET /feeds/zap.xml': 'public',
};

/** The kinds of caller the walk tries, and the levels each may open. */
export type Caller = 'no token' | 'admin' | 'orders' | 'user' | 'disabled' | 'enrolment required';

export const OPENS: Readonly<Record<Caller, readonly Access[]>> = {
  'no token': ['public'],
  admin: ['public', 'account', 'staff', 'orders', 'admin'],
  orders: ['public', 'account', 'staff', 'orders'],
  user: ['public', 'account', 'staff'],
  disabled: ['public'],
  'enrolment required': ['public', 'account'],
};

/** What a refused caller is answered: no usable session is 401, a session without the right is 403. */
export const REFUSED_WITH: Readonly<Record<Caller, 401 | 403>> = {
  'no token': 401,
  admin: 403,
  orders: 403,
  user: 403,
  disabled: 401,
  'enrolment required': 403,
};
