import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ProductImageEntity } from '../../src/modules/catalog/infrastructure/product-image.entity';
import { ProductTranslationEntity } from '../../src/modules/catalog/infrastructure/product-translation.entity';
import { ProductVariantEntity } from '../../src/modules/catalog/infrastructure/product-variant.entity';
import { ProductEntity } from '../../src/modules/catalog/infrastructure/product.entity';
import type { Order, OrderLine } from '../../src/modules/ordering/domain/order';
import { OrderSearchHeadEntity } from '../../src/modules/ordering/infrastructure/order-search-head.entity';
import { OrderEntity } from '../../src/modules/ordering/infrastructure/order.entity';
import { bearer, TestApp } from '../support/test-app';
import { wholeSeconds } from '../../src/shared/domain/whole-seconds';

let slugCounter = 0;

export interface ProductFixture {
  name?: string;
  price?: number;
  hasDiscount?: boolean;
  discountPrice?: number;
  stockQuantity?: number;
  isActive?: boolean;
  isVisible?: boolean;
  imageUrl?: string | null;
  translations?: { language: string; name: string }[];
  variants?: VariantFixture[];
}

export interface VariantFixture {
  sku?: string;
  size?: string | null;
  color?: string | null;
  stockQuantity?: number;
  priceModifier?: number;
  isActive?: boolean;
}

/** A product written straight to the catalog tables (the catalog API is another context's). */
export async function aProduct(shop: TestApp, fixture: ProductFixture = {}): Promise<ProductEntity> {
  const data = shop.app.get(DataSource);
  const n = ++slugCounter;
  const product = await data.getRepository(ProductEntity).save({
    name: fixture.name ?? `Ball ${n}`,
    slug: `fixture-product-${n}`,
    description: null,
    price: fixture.price ?? 100,
    hasDiscount: fixture.hasDiscount ?? false,
    discountPrice: fixture.discountPrice ?? 0,
    discountPercentage: 0,
    stockQuantity: fixture.stockQuantity ?? 10,
    imageUrl: fixture.imageUrl === undefined ? `/uploads/product-${n}.jpg` : fixture.imageUrl,
    isActive: fixture.isActive ?? true,
    isVisible: fixture.isVisible ?? true,
    hasVariants: (fixture.variants ?? []).length > 0,
  });
  for (const t of fixture.translations ?? []) {
    await data
      .getRepository(ProductTranslationEntity)
      .save({ productId: product.id, language: t.language, name: t.name, description: null });
  }
  product.variants = [];
  for (const [i, v] of (fixture.variants ?? []).entries()) {
    product.variants.push(
      await data.getRepository(ProductVariantEntity).save({
        productId: product.id,
        sku: v.sku ?? `SKU-${n}-${i}`,
        size: v.size === undefined ? String(40 + i) : v.size,
        color: v.color ?? null,
        material: null,
        stockQuantity: v.stockQuantity ?? 5,
        priceModifier: v.priceModifier ?? 0,
        isActive: v.isActive ?? true,
      }),
    );
  }
  return product;
}

export async function aGalleryImage(shop: TestApp, productId: number, url: string, isPrimary = true): Promise<void> {
  await shop.app.get(DataSource).getRepository(ProductImageEntity).save({ productId, url, isPrimary, sortOrder: 0 });
}

export async function stockOf(shop: TestApp, product: { id: number }): Promise<number> {
  return (await shop.app.get(DataSource).getRepository(ProductEntity).findOneByOrFail({ id: product.id })).stockQuantity;
}

export async function variantStockOf(shop: TestApp, variant: { id: number }): Promise<number> {
  return (await shop.app.get(DataSource).getRepository(ProductVariantEntity).findOneByOrFail({ id: variant.id })).stockQuantity;
}

export async function orderCount(shop: TestApp): Promise<number> {
  return shop.app.get(DataSource).getRepository(OrderEntity).count();
}

/** Moves an order in time, for date filters and dashboard periods (its search words carry the date too). */
export async function backdate(shop: TestApp, orderId: string, createdAt: Date): Promise<void> {
  const dataSource = shop.app.get(DataSource);
  await dataSource.getRepository(OrderEntity).update({ id: orderId }, { createdAt });
  await dataSource.getRepository(OrderSearchHeadEntity).update({ orderId }, { createdAt });
}

export interface LineFixture {
  product_id: number;
  variant_id?: number | null;
  quantity?: number;
  product_name?: string;
  variant_name?: string;
  unit_price?: number;
  total_price?: number;
}

/** A cart line as the storefront sends it, browser prices included (the server ignores them). */
export function aLine(product: { id: number; name?: string; price?: number }, over: Partial<LineFixture> = {}) {
  const quantity = over.quantity ?? 1;
  return {
    product_id: product.id,
    product_name: product.name ?? 'whatever the browser says',
    variant_id: null,
    variant_name: '',
    quantity,
    unit_price: product.price ?? 1,
    total_price: (product.price ?? 1) * (typeof quantity === 'number' ? quantity : 1),
    ...over,
  };
}

/** The checkout payload of the storefront. */
export function aCheckout(items: object[], over: Record<string, unknown> = {}) {
  return {
    customer_name: 'Dana Levi',
    customer_email: 'dana@example.com',
    customer_phone: '050-123-4567',
    customer_address: 'Pickup in store',
    payment_method: 'cash',
    language: 'he',
    items,
    ...over,
  };
}

export async function placeOrder(shop: TestApp, body: object, expected = 201) {
  const res = await shop.http().post('/api/orders').send(body);
  if (res.status !== expected) throw new Error(`expected ${expected}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export function asAdmin(shop: TestApp) {
  return { Authorization: bearer(shop.adminToken) };
}

/** Waits for the confirmation email of an order to appear in the outbox (it is sent after the commit). */
export async function outboxMessage(shop: TestApp, orderNumber: string, timeoutMs = 5000): Promise<string> {
  const dir = join(shop.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const name = names.find((n) => n.endsWith(`${orderNumber}.eml`));
    if (name) return readFile(join(dir, name), 'utf8');
    if (Date.now() > deadline) throw new Error(`no outbox message for ${orderNumber}; found ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The decoded Subject header and text/plain body of a base64-encoded message. */
export function readEml(eml: string): { subject: string; text: string; headers: string } {
  const [headers] = eml.split('\n\n');
  const unfolded = headers.replace(/\n[ \t]+/g, ' ');
  const rawSubject = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '';
  // Encoded words may split a character between them: join their bytes before decoding.
  const words = [...rawSubject.matchAll(/=\?utf-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1], 'base64'));
  const subject = words.length > 0 ? Buffer.concat(words).toString('utf8') : rawSubject.trim();
  const part = /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: base64\n\n([A-Za-z0-9+/=\n]+)/i.exec(eml);
  return { subject, text: part ? Buffer.from(part[1].replace(/\n/g, ''), 'base64').toString('utf8') : '', headers: unfolded };
}

export function anOrderLine(over: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 0,
    productId: null,
    cancelledQuantity: 0,
    variantId: null,
    productName: 'Ball',
    variantName: '',
    quantity: 1,
    unitPrice: 10_000,
    totalPrice: 10_000,
    product: null,
    ...over,
  };
}

/** An order as the application builds it, for tests that talk to the store directly. */
export function anOrder(over: Partial<Order> = {}): Order {
  const now = wholeSeconds(Date.now());
  return {
    id: randomUUID(),
    orderNumber: `ORD-${now.getTime()}-${Math.floor(Math.random() * 1000)}`,
    status: 'new',
    paymentStatus: 'pending',
    paymentMethod: 'cash',
    paymentErrorCode: null,
    language: 'he',
    customerName: 'Dana Levi',
    customerEmail: 'dana@example.com',
    customerPhone: '050-123-4567',
    customerAddress: null,
    companyName: null,
    notes: null,
    itemsTotal: 10_000,
    discountCode: null,
    discountAmount: 0,
    deliveryMethod: 'pickup',
    deliveryAddress: null,
    deliveryFee: 0,
    totalAmount: 10_000,
    stockReleased: false,
    paidAt: null,
    paidWith: null,
    installments: null,
    completedAt: null,
    refundedAmount: 0,
    cancellationRequested: false,
    paidAfterCancellationAt: null,
    createdAt: now,
    updatedAt: now,
    items: [anOrderLine()],
    ...over,
  };
}
