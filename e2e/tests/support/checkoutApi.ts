import { aCustomer, adminToken, shopCall, uniqueName, type Language, type Order, type OrderLine } from './shopApi';

/**
 * The checkout's settings and discount codes through the API, for the browser tests of the back
 * office screens that change them. Shop settings are one record for the whole shop: a test that
 * changes them puts the defaults back (restoreShopSettings) so other tests meet the spec's shop.
 */

export interface InstallmentStep {
  from: number;
  max_payments: number;
}

export interface ShopSettingsInput {
  courier_enabled: boolean;
  courier_fee: number;
  free_delivery_from: number | null;
  installment_rule: InstallmentStep[];
}

/** The spec's shop: courier ₪30, free from ₪400, one payment up to ₪299.99, 3 from ₪300, 6 from ₪1,000. */
export const DEFAULT_SHOP_SETTINGS: ShopSettingsInput = {
  courier_enabled: true,
  courier_fee: 30,
  free_delivery_from: 400,
  installment_rule: [
    { from: 0, max_payments: 1 },
    { from: 300, max_payments: 3 },
    { from: 1000, max_payments: 6 },
  ],
};

/** GET /api/checkout-options: what the storefront's checkout offers (public). */
export async function checkoutOptions(): Promise<ShopSettingsInput> {
  return (await shopCall<{ data: ShopSettingsInput }>('GET', '/api/checkout-options')).data;
}

/** PUT /api/shop-settings as the admin. */
export async function saveShopSettings(settings: ShopSettingsInput): Promise<void> {
  await shopCall('PUT', '/api/shop-settings', { body: settings, token: await adminToken() });
}

export const restoreShopSettings = () => saveShopSettings(DEFAULT_SHOP_SETTINGS);

export interface DeliveryAddressInput {
  city: string;
  street: string;
  house_number: string;
  entrance?: string | null;
  floor?: string | null;
  apartment?: string | null;
  zip?: string | null;
  notes?: string | null;
}

export const aTelAvivAddress = (overrides: Partial<DeliveryAddressInput> = {}): DeliveryAddressInput => ({
  city: 'תל אביב',
  street: 'דיזנגוף',
  house_number: '50',
  apartment: '4',
  zip: '6433201',
  notes: 'קומה 2, אין מעלית',
  ...overrides,
});

export interface CheckoutInput {
  items: OrderLine[];
  delivery_method?: 'pickup' | 'courier';
  delivery_address?: DeliveryAddressInput | null;
  discount_code?: string;
  payment_method?: 'cash' | 'credit_card' | 'bit';
  customer?: { name?: string; email?: string };
  language?: Language;
}

function checkoutBody(input: CheckoutInput) {
  const customer = aCustomer(input.customer);
  return {
    customer_name: customer.name,
    customer_email: customer.email,
    customer_phone: customer.phone,
    payment_method: input.payment_method ?? 'cash',
    language: input.language ?? 'he',
    items: input.items,
    delivery_method: input.delivery_method ?? 'pickup',
    ...(input.delivery_address ? { delivery_address: input.delivery_address } : {}),
    ...(input.discount_code ? { discount_code: input.discount_code } : {}),
  };
}

/** POST /api/orders with delivery and a discount code, as the storefront's checkout sends them. */
export async function placeCheckoutOrder(input: CheckoutInput): Promise<Order> {
  return (await shopCall<{ data: Order }>('POST', '/api/orders', { body: checkoutBody(input) })).data;
}

export interface Quote {
  items_total: number;
  discount: { code: string; amount: number } | null;
  delivery_method: string;
  delivery_fee: number;
  free_delivery_from: number | null;
  courier_available: boolean;
  total: number;
  max_installments: number;
}

/** POST /api/orders/quote: the server's prices for a cart before the order is placed. */
export async function quote(input: CheckoutInput): Promise<Quote> {
  const { items, delivery_method, delivery_address, discount_code } = checkoutBody(input);
  const body = { items, delivery_method, ...(delivery_address ? { delivery_address } : {}), ...(discount_code ? { discount_code } : {}) };
  return (await shopCall<{ data: Quote }>('POST', '/api/orders/quote', { body })).data;
}

export interface DiscountCodeInput {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minimum_total?: number | null;
  valid_from?: string | null;
  valid_to?: string | null;
  max_uses?: number | null;
  max_uses_per_email?: number | null;
  active?: boolean;
}

export interface DiscountCode extends Required<DiscountCodeInput> {
  id: number;
  uses: number;
}

/** A code no other test uses, upper case as the shop keeps it (letters and digits only). */
export const uniqueCode = (prefix: string) => `${prefix}${uniqueName('x').split(' ')[1]}`.toUpperCase();

/** Admin POST /api/admin/discount-codes. */
export async function createDiscountCode(input: DiscountCodeInput): Promise<DiscountCode> {
  return (await shopCall<{ data: DiscountCode }>('POST', '/api/admin/discount-codes', { body: input, token: await adminToken() })).data;
}

/** Admin GET /api/admin/discount-codes/{id}. */
export async function discountCodeById(id: number): Promise<DiscountCode> {
  return (await shopCall<{ data: DiscountCode }>('GET', `/api/admin/discount-codes/${id}`, { token: await adminToken() })).data;
}

/** The admin's list of codes whose code contains the text. */
export async function discountCodesMatching(text: string): Promise<DiscountCode[]> {
  const answer = await shopCall<{ data: DiscountCode[] }>('GET', '/api/admin/discount-codes', {
    token: await adminToken(),
    query: { filter: JSON.stringify({ q: text }) },
  });
  return answer.data;
}
