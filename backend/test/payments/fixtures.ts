import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { DataSource } from 'typeorm';
import type { PayableOrder } from '../../src/modules/ordering/application/order-payments.port';
import { OrderItemEntity } from '../../src/modules/ordering/infrastructure/order-item.entity';
import { OrderEntity } from '../../src/modules/ordering/infrastructure/order.entity';
import { PaymentTransactionEntity } from '../../src/modules/payments/infrastructure/payment-transaction.entity';
import { notifyToken } from '../../src/modules/payments/domain/notify-token';
import { toAgorot } from 'shop-rules';
import type { TestApp } from '../support/test-app';

/** The server key the payment tests start the app with, so a test can sign a notify itself. */
export const TEST_HMAC_SECRET = 'payments-test-hmac-secret-0123456789abcdef';

let orderCounter = 0;

/** An order as the payments context sees it: 2 × 61.70 = 123.40, paid by card, in Hebrew. */
export const aPayableOrder = (overrides: Partial<PayableOrder> = {}): PayableOrder => ({
  id: '3f1c2b8e-5a7d-4c1e-9b2a-6d8e0f4a1c3b',
  orderNumber: 'ORD-1700000000000-42',
  status: 'unpaid',
  paymentStatus: 'pending',
  paymentMethod: 'credit_card',
  paymentErrorCode: null,
  language: 'he',
  total: 12340,
  itemsTotal: 12340,
  discountCode: null,
  discountAmount: 0,
  deliveryMethod: 'pickup',
  deliveryFee: 0,
  customerName: 'Dana Levi',
  customerEmail: 'dana@example.com',
  customerPhone: '+972 50-123-4567',
  customerAddress: null,
  companyName: null,
  items: [{ productName: 'Ball', variantName: 'Size 5', quantity: 2, unitPrice: 6170 }],
  ...overrides,
});

type StoredOrderOverrides = Partial<Omit<OrderEntity, 'items'>> & {
  items?: { productName: string; variantName?: string; quantity: number; unitPrice: number }[];
};

/** Inserts an order straight through the database (the ordering API is not the subject here). */
export async function aStoredOrder(shop: TestApp, overrides: StoredOrderOverrides = {}): Promise<OrderEntity> {
  const { items = [{ productName: 'Ball', variantName: 'Size 5', quantity: 2, unitPrice: 61.7 }], ...fields } = overrides;
  const id = randomUUID();
  const totalAmount = fields.totalAmount ?? items.reduce((sum, item) => sum + toAgorot(item.unitPrice) * item.quantity, 0) / 100;
  const orders = shop.app.get(DataSource).getRepository(OrderEntity);
  await orders.insert({
    id,
    orderNumber: `ORD-${Date.now()}-${++orderCounter}`,
    status: 'unpaid',
    paymentStatus: 'pending',
    paymentMethod: 'credit_card',
    customerName: 'Dana Levi',
    customerEmail: 'dana@example.com',
    customerPhone: '+972 50-123-4567',
    customerAddress: null,
    companyName: null,
    notes: null,
    language: 'he',
    stockReleased: false,
    paymentErrorCode: null,
    paidAt: null,
    ...fields,
    itemsTotal: fields.itemsTotal ?? totalAmount,
    totalAmount,
  });
  await shop.app
    .get(DataSource)
    .getRepository(OrderItemEntity)
    .insert(
      items.map((item) => ({
        orderId: id,
        productId: null,
        variantId: null,
        productName: item.productName,
        variantName: item.variantName ?? '',
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        totalPrice: (toAgorot(item.unitPrice) * item.quantity) / 100,
      })),
    );
  return readOrder(shop, id);
}

export const aCardOrder = (shop: TestApp, overrides: StoredOrderOverrides = {}) => aStoredOrder(shop, overrides);
export const aCashOrder = (shop: TestApp, overrides: StoredOrderOverrides = {}) =>
  aStoredOrder(shop, { paymentMethod: 'cash', status: 'new', ...overrides });
export const aPaidCardOrder = (shop: TestApp, overrides: StoredOrderOverrides = {}) =>
  aStoredOrder(shop, { paymentStatus: 'paid', status: 'paid', paidAt: new Date(), ...overrides });

export async function readOrder(shop: TestApp, id: string): Promise<OrderEntity> {
  return shop.app.get(DataSource).getRepository(OrderEntity).findOneOrFail({ where: { id } });
}

export async function transactionRows(shop: TestApp, orderId: string): Promise<PaymentTransactionEntity[]> {
  return shop.app
    .get(DataSource)
    .getRepository(PaymentTransactionEntity)
    .find({ where: { orderId }, order: { id: 'ASC' } });
}

/** The notify address the shop would have put in the frame for this order and amount. */
export function notifyPath(
  order: Pick<OrderEntity, 'id' | 'totalAmount'>,
  token = notifyToken(order.id, toAgorot(order.totalAmount), TEST_HMAC_SECRET),
): string {
  return `/api/payment/notify?orderId=${order.id}&token=${token}`;
}

/** What the provider posts for one result: an approved Visa by default. */
export const providerResult = (
  order: Pick<OrderEntity, 'id' | 'totalAmount'>,
  overrides: Record<string, string> = {},
): Record<string, string> => ({
  Response: '000',
  ConfirmationCode: '0123456',
  index: '98765',
  Tempref: '01230001',
  ccno: '1234',
  cardtype: '2',
  cardissuer: '2',
  expmonth: '12',
  expyear: '30',
  sum: order.totalAmount.toFixed(2),
  currency: '1',
  orderId: order.id,
  ...overrides,
});

/** A free port chosen first: PUBLIC_URL is read at start and the sandbox calls the notify URL on it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const decodeHtml = (text: string) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The hidden inputs of the sandbox form, as a browser would post them back. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[decodeHtml(match[1])] = decodeHtml(match[2]);
  }
  return fields;
}
