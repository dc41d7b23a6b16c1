'use strict';

/**
 * What the benchmark asks of the backend. Each scenario lists the requests one client sends in
 * turn (`next()` rotates through ids, slugs or search words so no single row stays hot).
 */

const SCENARIO_NAMES = [
  'catalog-list',
  'product-by-id',
  'category-products',
  'search',
  'home-recommended',
  'home-discounted',
  'home',
  'product-page-html',
  'category-page-html',
  'order-list',
  'dashboard',
  'order-placement',
  'order-placement-code-delivery',
];
const LIST_PAGE = encodeURIComponent('[0,23]');
const SEARCH_CUSTOMERS = ['cohen', 'levi', 'ivanov', 'maya', 'gmail', '052', 'shapiro', 'анна'];

function rotating(values) {
  let index = 0;
  return () => {
    const value = values[index % values.length];
    index += 1;
    return value;
  };
}

function day(date) {
  return date.toISOString().slice(0, 10);
}

const COURIER_ADDRESS = { city: 'ראשון לציון', street: 'הרצל', house_number: '12א', apartment: '4', zip: '7525101' };

/** An order body as the storefront's checkout sends it: two lines, server-priced; `extra` adds delivery and a code. */
function orderBodies(lines, extra = {}) {
  let index = 0;
  return () => {
    const first = index % lines.length;
    const spread = (index * 7 + 3) % lines.length;
    const pair = [lines[first], lines[spread === first ? (spread + 1) % lines.length : spread]];
    index += 1;
    const items = pair.map((line, n) => {
      const quantity = n + 1;
      return { ...line, quantity, total_price: Math.round(line.unit_price * 100 * quantity) / 100 };
    });
    return JSON.stringify({
      customer_name: `Bench Shopper ${index}`,
      customer_email: `shopper${index % 1000}@bench.shop`,
      customer_phone: '050-1234567',
      customer_address: 'Pickup at the store',
      payment_method: index % 2 ? 'cash' : 'credit_card',
      items,
      ...extra,
    });
  };
}

/**
 * @param {object} ctx dataSet (from the seeder), token (admin JWT), now
 * @returns {Array<{name, title, method, admin, connections, kind, next: () => {path, body?}, fallbacks?}>}
 *   `fallbacks`: other forms of the same request, tried in turn when the first is refused.
 */
function buildScenarios({ dataSet, token, now = new Date() }) {
  const productIds = rotating(shuffle(dataSet.productIds));
  const popularProducts = rotating(shuffle(dataSet.productIds).slice(0, 12));
  const slugs = rotating(dataSet.categories);
  const words = rotating(dataSet.searchTerms);
  const customers = rotating(SEARCH_CUSTOMERS);
  const halfYearAgo = day(new Date(now.getTime() - 182 * 86_400_000));
  const today = day(now);
  const bodies = orderBodies(dataSet.orderable.lines);
  const courierBodies = orderBodies(dataSet.orderable.lines, {
    delivery_method: 'courier',
    delivery_address: COURIER_ADDRESS,
    discount_code: dataSet.discountCode,
  });
  const get = (name, title, next, extra = {}) => ({
    name,
    title,
    method: 'GET',
    admin: false,
    connections: 50,
    kind: 'read',
    next,
    ...extra,
  });

  return [
    get('catalog-list', 'Catalog list (24 per page)', () => ({ path: `/api/products?lang=he&range=${LIST_PAGE}` })),
    get('product-by-id', 'Product by id', () => ({ path: `/api/products/${productIds()}?lang=he` })),
    get('category-products', 'Category products', () => ({ path: `/api/categories/by-slug/${slugs()}/products?lang=he` })),
    get('search', 'Product search', () => ({ path: `/api/products/search?q=${encodeURIComponent(words())}&lang=he` })),
    get('home-recommended', 'Home: recommended', () => ({ path: '/api/products?lang=he&recommended=true' })),
    get('home-discounted', 'Home: special offers', () => ({ path: '/api/products?lang=he&discounted=true' })),
    get('home', 'Home sections endpoint', () => ({ path: '/api/home?lang=he' }), { optional: true }),
    // Storefront pages rendered on the server (HTML, as a browser or a crawler asks): a sale day's
    // advertised products (12 of them, as many as the shop's categories) and every category.
    get('product-page-html', 'Product page HTML (server-rendered)', () => ({ path: `/product/${popularProducts()}` }), { html: true }),
    get('category-page-html', 'Category page HTML (server-rendered)', () => ({ path: `/category/${slugs()}` }), { html: true }),
    get(
      'order-list',
      'Back office: order list',
      // As the desk asks: its rows without their lines (lines=false), read when staff open an order.
      () => ({
        path: `/api/orders?status=new&date_from=${halfYearAgo}&date_to=${today}&search=${encodeURIComponent(customers())}&lines=false`,
      }),
      {
        admin: true,
        // The same filters in ra-data-simple-rest form, for a list that reads only `filter`.
        fallbacks: [
          () => {
            const filter = { status: 'new', date_from: halfYearAgo, date_to: today, search: customers(), lines: false };
            return { path: `/api/orders?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,24]')}` };
          },
        ],
      },
    ),
    get('dashboard', 'Back office: dashboard', () => ({ path: '/api/dashboard' }), { admin: true }),
    {
      name: 'order-placement',
      title: 'Order placement (POST)',
      method: 'POST',
      admin: false,
      connections: 20,
      kind: 'write',
      next: () => ({ path: '/api/orders', body: bodies() }),
    },
    {
      name: 'order-placement-code-delivery',
      title: 'Order placement with a discount code and courier delivery (POST)',
      method: 'POST',
      admin: false,
      connections: 20,
      kind: 'write',
      next: () => ({ path: '/api/orders', body: courierBodies() }),
    },
  ].map((scenario) => ({ ...scenario, headers: headersFor(scenario, token) }));
}

function headersFor(scenario, token) {
  const headers = { accept: scenario.html ? 'text/html' : 'application/json' };
  if (scenario.admin) headers.authorization = `Bearer ${token}`;
  if (scenario.method === 'POST') headers['content-type'] = 'application/json';
  return headers;
}

/** A fixed shuffle (the ids come sorted; neighbouring rows would share pages in the buffer pool). */
function shuffle(values) {
  const out = [...values];
  let state = 7;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

module.exports = { buildScenarios, SCENARIO_NAMES };
