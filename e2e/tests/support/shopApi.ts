import { randomUUID } from 'node:crypto';
import type { Customer, Language, Order, OrderLine, PaymentMethod, PaymentStatus, Product, ProductInput, TrackedOrder } from './wire';

export type {
  Customer,
  Language,
  Order,
  OrderItem,
  OrderLine,
  PaymentMethod,
  PaymentStatus,
  Product,
  ProductInput,
  TrackedOrder,
  Variant,
} from './wire';

/**
 * The shop's HTTP API for setting up and checking browser tests: data goes in through the API, the
 * browser is used for what a person does. Plain fetch against SHOP_URL, so it works in tests, hooks
 * and fixtures alike. Every test makes its own data (its own products, its own orders), so tests do
 * not depend on each other or on the order they run in.
 */

export const DEMO_ADMIN = { email: 'admin@demo.shop', password: 'demo-admin-2026' } as const;

/** Test cards of the built-in sandbox provider (the last three digits are the response code). */
export const SANDBOX_CARDS = { approved: '4580 0000 0000 0000', declined: '4580 0000 0000 0004' } as const;

export function shopUrl(): string {
  const url = process.env.SHOP_URL;
  if (!url) throw new Error('SHOP_URL is not set: run the browser tests with `npm test -w e2e`');
  return url.replace(/\/+$/, '');
}

/** An answer other than 2xx, with the shop's error body `{statusCode, code, message, errors?}`. */
export class ShopApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${JSON.stringify(body)}`);
  }
}

interface CallOptions {
  body?: unknown;
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
}

/** One API call; answers the parsed JSON body, throws ShopApiError unless the status is 2xx. */
export async function shopCall<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const url = new URL(`${shopUrl()}${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const answer = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await answer.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (!answer.ok) throw new ShopApiError(method, `${url.pathname}${url.search}`, answer.status, body);
  return body as T;
}

/** A name no other test uses, readable in failure output. */
export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

// ---- staff ----

let cachedAdminToken: Promise<string> | undefined;

/** A bearer token of the demo admin (one login per test worker). */
export function adminToken(): Promise<string> {
  cachedAdminToken ??= logIn(DEMO_ADMIN.email, DEMO_ADMIN.password).catch((error) => {
    cachedAdminToken = undefined;
    throw error;
  });
  return cachedAdminToken;
}

/** POST /api/auth/login: the staff member's bearer token. */
export async function logIn(email: string, password: string): Promise<string> {
  const answer = await shopCall<{ access_token: string }>('POST', '/api/auth/login', { body: { email, password } });
  return answer.access_token;
}

// ---- catalog ----

/** A product payload with a unique name: in stock, active and visible, no variants, no discount. */
export function aProductInput(overrides: Partial<ProductInput> = {}): ProductInput {
  const name = overrides.name ?? uniqueName('E2E ball');
  return {
    name,
    description: 'A ball made by a browser test',
    price: 61.7,
    stock_quantity: 50,
    is_active: true,
    is_visible: true,
    translations: [
      { language: 'he', name: `כדור ${name}` },
      { language: 'ru', name: `Мяч ${name}` },
    ],
    ...overrides,
  };
}

/** Admin POST /api/products: creates the product and answers it as staff see it (in `lang`). */
export async function createProduct(input: ProductInput = aProductInput(), lang: Language = 'he'): Promise<Product> {
  const answer = await shopCall<{ data: Product }>('POST', '/api/products', { body: input, token: await adminToken(), query: { lang } });
  return answer.data;
}

/** GET /api/products: one page of the products on sale (active and visible), as shoppers see them. */
export async function productsOnSale(
  lang: Language = 'he',
  query: Record<string, string | number | boolean | undefined> = {},
): Promise<Product[]> {
  const answer = await shopCall<{ data: Product[]; total: number }>('GET', '/api/products', { query: { lang, per_page: 100, ...query } });
  return answer.data;
}

/** GET /api/products/{id} as a shopper sees it. */
export async function productOnSale(id: number, lang: Language = 'he'): Promise<Product> {
  return (await shopCall<{ data: Product }>('GET', `/api/products/${id}`, { query: { lang } })).data;
}

/**
 * The first product on sale that is in stock; without variants unless `withVariants`. Demo data is
 * shared by all tests: a test that orders should rather create its own product (createProduct).
 */
export async function firstProductOnSale(lang: Language = 'he', options: { withVariants?: boolean } = {}): Promise<Product> {
  const wanted = (product: Product) =>
    product.in_stock &&
    product.has_variants === Boolean(options.withVariants) &&
    (!product.has_variants || product.variants.some((variant) => variant.is_active && variant.stock_quantity > 0));
  const product = (await productsOnSale(lang)).find(wanted);
  if (!product) throw new Error(`no product on sale in stock ${options.withVariants ? 'with' : 'without'} variants`);
  return product;
}

/** An order line for the product: its first active variant in stock when it has variants. */
export function orderLineFor(product: Product, quantity = 1): OrderLine {
  if (!product.has_variants) return { product_id: product.id, quantity };
  const variant = product.variants.find((candidate) => candidate.is_active && candidate.stock_quantity >= quantity);
  if (!variant) throw new Error(`product ${product.id} has no active variant with ${quantity} in stock`);
  return { product_id: product.id, variant_id: variant.id, quantity };
}

// ---- ordering ----

export const aCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  name: 'Dana Levi',
  email: `dana.${randomUUID().slice(0, 8)}@example.com`,
  phone: '+972 50-123-4567',
  address: 'Pickup in store',
  ...overrides,
});

export interface PlaceOrderInput {
  items: OrderLine[];
  customer?: Partial<Customer>;
  payment_method?: PaymentMethod;
  language?: Language;
  notes?: string | null;
  delivery_method?: 'pickup' | 'courier';
  delivery_address?: {
    city: string;
    street: string;
    house_number: string;
    entrance?: string;
    floor?: string;
    apartment?: string;
    zip?: string;
    notes?: string;
  } | null;
  discount_code?: string;
}

/** POST /api/orders as the storefront's checkout does (guest checkout; the server prices it). */
export async function placeOrder(input: PlaceOrderInput): Promise<Order> {
  const customer = aCustomer(input.customer);
  const body = {
    customer_name: customer.name,
    customer_email: customer.email,
    customer_phone: customer.phone,
    customer_address: customer.address ?? null,
    company_name: customer.company_name ?? null,
    payment_method: input.payment_method ?? 'cash',
    language: input.language ?? 'he',
    notes: input.notes ?? null,
    items: input.items,
    ...(input.delivery_method ? { delivery_method: input.delivery_method } : {}),
    ...(input.delivery_address ? { delivery_address: input.delivery_address } : {}),
    ...(input.discount_code ? { discount_code: input.discount_code } : {}),
  };
  return (await shopCall<{ data: Order }>('POST', '/api/orders', { body })).data;
}

/** GET /api/orders/{id}: the order as its payment page and details page read it. */
export async function orderById(id: string): Promise<TrackedOrder> {
  return (await shopCall<{ data: TrackedOrder }>('GET', `/api/orders/${id}`)).data;
}

// ---- payments ----

/** POST /api/payment/session/{orderId}: the address of the hosted card form (the sandbox's, here). */
export async function paymentFormUrl(orderId: string): Promise<string> {
  return (await shopCall<{ data: { url: string } }>('POST', `/api/payment/session/${orderId}`)).data.url;
}

/** GET /api/payment/status/{orderId}: the server's payment record of the order. */
export async function paymentStatus(orderId: string, lang?: Language): Promise<PaymentStatus> {
  return (await shopCall<{ data: PaymentStatus }>('GET', `/api/payment/status/${orderId}`, { query: { lang } })).data;
}

/** A card expiry (MM/YY) two years ahead, so test cards are never refused as expired. */
export function futureExpiry(now = new Date()): string {
  return `12/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

// ---- discount codes ----

export interface DiscountCodeInput {
  code: string;
  kind: 'percent' | 'fixed';
  /** percent: 1..100; fixed: shekels. */
  value: number;
  minimum_total?: number | null;
  valid_from?: string | null;
  valid_to?: string | null;
  max_uses?: number | null;
  is_active?: boolean;
}

/** A code no other test uses, e.g. E2E3F1C2B8E. */
export const uniqueCode = (prefix = 'E2E') => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;

/** Admin POST /api/admin/discount-codes: a code staff created (percent 10, no minimum, valid now, unless told). */
export async function createDiscountCode(input: Partial<DiscountCodeInput> = {}): Promise<DiscountCodeInput> {
  const code: DiscountCodeInput = { code: uniqueCode(), kind: 'percent', value: 10, ...input };
  await shopCall('POST', '/api/admin/discount-codes', { body: code, token: await adminToken() });
  return code;
}
