import { randomUUID } from 'node:crypto';
import { discountAmount, orderTotals, toAgorot, toShekels } from 'shop-rules';
import type { EntityManager } from 'typeorm';
import { phoneDigits } from '../modules/ordering/domain/order-search';
import { variantName } from '../modules/ordering/domain/order-lines';
import { newOrderNumber } from '../modules/ordering/domain/order-number';
import { OrderItemEntity } from '../modules/ordering/infrastructure/order-item.entity';
import { writeSearchWords } from '../modules/ordering/infrastructure/order-search-words';
import { OrderEntity } from '../modules/ordering/infrastructure/order.entity';
import { DiscountCodeUseEntity } from '../modules/promotions/infrastructure/discount-code-use.entity';
import { DiscountCodeEntity } from '../modules/promotions/infrastructure/discount-code.entity';
import { insertDemoRows } from './demo-inserts';
import { seeded } from './demo-random';
import { showcaseProductId } from './demo-showcase';

/** About two orders a day over six months: the dashboard's charts, the statistics and the desk show a working shop. */
export const DEMO_ORDER_COUNT = 300;
const DAYS = 182;
const DELIVERY_FEE = 30;
/** Share of orders whose first line is the showcase product (demo-showcase.ts). */
const SHOWCASE_SHARE = 0.05;

const HEBREW_CUSTOMERS: ReadonlyArray<[string, string]> = [
  ['נועה כהן', 'noa.cohen'],
  ['יוסי לוי', 'yossi.levi'],
  ['מיכל אברהם', 'michal.a'],
  ['אורי מזרחי', 'uri.mizrahi'],
  ['תמר פרץ', 'tamar.peretz'],
  ['דניאל ביטון', 'daniel.biton'],
  ['שירה דהן', 'shira.dahan'],
  ['איתי פרידמן', 'itay.f'],
  ['רוני שפירא', 'roni.shapira'],
  ['עדי גולן', 'adi.golan'],
  ['אבי חדד', 'avi.hadad'],
  ['מאיה בן דוד', 'maya.bd'],
];
const RUSSIAN_CUSTOMERS: ReadonlyArray<[string, string]> = [
  ['Анна Иванова', 'anna.ivanova'],
  ['Дмитрий Смирнов', 'd.smirnov'],
  ['Ольга Кузнецова', 'olga.k'],
  ['Сергей Попов', 'sergey.popov'],
  ['Наталья Волкова', 'natalia.v'],
  ['Алексей Соколов', 'alexey.sokolov'],
  ['Мария Лебедева', 'maria.l'],
  ['Игорь Козлов', 'igor.kozlov'],
];
const CITIES: ReadonlyArray<[string, string]> = [
  ['תל אביב', 'דיזנגוף'],
  ['חיפה', 'הרצל'],
  ['ירושלים', 'יפו'],
  ['באר שבע', 'רגר'],
  ['נתניה', 'ויצמן'],
  ['אשדוד', 'הבנים'],
  ['ראשון לציון', 'רוטשילד'],
];

interface Sellable {
  productId: number;
  variantId: number | null;
  name: string;
  variantName: string;
  /** Agorot. */
  unitPrice: number;
}

type Fate = Pick<OrderEntity, 'status' | 'paymentStatus' | 'paidWith' | 'installments' | 'paymentErrorCode'> & {
  paid: boolean;
  completed: boolean;
};

/** What became of an order: older orders are mostly delivered; the last two weeks hold every open status. */
function fateOf(method: string, ageDays: number, random: () => number): Fate {
  const roll = random();
  const online = method !== 'cash';
  const paidWith = method === 'bit' ? 'bit' : method === 'cash' ? 'cash' : random() < 0.3 ? 'installments' : 'credit_card';
  const installments = paidWith === 'installments' ? 3 : paidWith === 'credit_card' ? 1 : null;
  const none = { paidWith: null, installments: null, paymentErrorCode: null };
  if (roll < 0.08) return { status: 'cancelled', paymentStatus: 'pending', paid: false, completed: false, ...none };
  if (online && roll < 0.13) {
    return { status: 'unpaid', paymentStatus: 'failed', paid: false, completed: false, ...none, paymentErrorCode: '033' };
  }
  const paid = { paymentStatus: 'paid', paidWith, installments, paymentErrorCode: null, paid: true };
  if (ageDays > 14 || roll > 0.7) return { status: 'completed', ...paid, completed: true };
  if (online) {
    if (roll < 0.22) return { status: 'unpaid', paymentStatus: 'pending', paid: false, completed: false, ...none };
    const status = roll < 0.35 ? 'paid' : roll < 0.5 ? 'preparing' : 'ready';
    return { status, ...paid, completed: false };
  }
  const status = roll < 0.35 ? 'new' : roll < 0.5 ? 'preparing' : 'ready';
  return { status, paymentStatus: 'pending', paid: false, completed: false, ...none };
}

async function sellables(manager: EntityManager): Promise<Sellable[]> {
  const products: Array<Record<string, unknown>> = await manager.query(
    `SELECT id, name, price, has_discount, discount_price, has_variants FROM products WHERE is_active = 1 AND is_visible = 1 ORDER BY id`,
  );
  const variants: Array<Record<string, unknown>> = await manager.query(
    `SELECT id, product_id, sku, size, color, material, price_modifier FROM product_variants WHERE is_active = 1 ORDER BY id`,
  );
  return products.flatMap((p): Sellable[] => {
    const base = Number(p.has_discount) && Number(p.discount_price) > 0 ? toAgorot(Number(p.discount_price)) : toAgorot(Number(p.price));
    if (!Number(p.has_variants))
      return [{ productId: Number(p.id), variantId: null, name: String(p.name), variantName: '', unitPrice: base }];
    return variants
      .filter((v) => Number(v.product_id) === Number(p.id))
      .map((v) => ({
        productId: Number(p.id),
        variantId: Number(v.id),
        name: String(p.name),
        variantName: variantName({
          size: v.size as string | null,
          color: v.color as string | null,
          material: v.material as string | null,
          sku: String(v.sku),
        }),
        unitPrice: Math.max(0, base + toAgorot(Number(v.price_modifier))),
      }));
  });
}

/**
 * Six months of orders from the demo catalog, in both languages, paid in cash, by card (some in
 * installments) and by Bit, in every status, some delivered by courier and some with a discount code.
 * Written in batches inside the demo data set's transaction; the catalog's stock is the shelf as it
 * is now (these orders took their units long ago), and cancelled orders have given theirs back.
 */
export async function writeDemoOrders(manager: EntityManager, now: Date): Promise<number> {
  const random = seeded(21);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const goods = (await sellables(manager)).filter((s) => s.unitPrice > 0);
  if (goods.length === 0) return 0;
  // The showcase product sells more often than one pick among all goods would make it, so its page
  // has reviews enough for a second page; a generator of its own leaves the rest of the shop as it was.
  const showcase = await showcaseProductId(manager);
  const showcaseGoods = goods.filter((good) => good.productId === showcase);
  const showcaseRoll = seeded(22);
  const codes = new Map((await manager.find(DiscountCodeEntity)).map((code) => [code.code, code]));
  const welcomed = new Set<string>();
  const orders: OrderEntity[] = [];
  const items: Array<Partial<OrderItemEntity>> = [];
  const uses: DiscountCodeUseEntity[] = [];
  const codeUses = new Map<number, number>();

  for (let n = 0; n < DEMO_ORDER_COUNT; n++) {
    // Newer days get more orders (a growing shop), and every order is at least an hour old.
    const ageDays = Math.floor(DAYS * random() ** 1.3);
    const createdAt = new Date(
      now.getTime() - ageDays * 86_400_000 - (1 + Math.floor(random() * 10)) * 3_600_000 - Math.floor(random() * 3_600_000),
    );
    const russian = random() < 0.35;
    const [name, mailbox] = pick(russian ? RUSSIAN_CUSTOMERS : HEBREW_CUSTOMERS);
    const email = `${mailbox}@example.com`;
    const phone = `05${Math.floor(random() * 10)}-${String(1_000_000 + Math.floor(random() * 8_999_999)).slice(0, 3)}-${String(1000 + Math.floor(random() * 8999))}`;
    const method = random() < 0.4 ? 'cash' : random() < 0.67 ? 'credit_card' : 'bit';
    const fate = fateOf(method, ageDays, random);
    const id = randomUUID();

    const lines = Array.from({ length: 1 + Math.floor(random() * random() * 4) }, (_, line) => {
      const good = pick(goods);
      const quantity = random() < 0.8 ? 1 : 2;
      if (line > 0 || showcaseGoods.length === 0 || showcaseRoll() >= SHOWCASE_SHARE) return { good, quantity };
      return { good: showcaseGoods[Math.floor(showcaseRoll() * showcaseGoods.length)], quantity };
    });
    let itemsTotal = 0;
    for (const { good, quantity } of lines) {
      itemsTotal += good.unitPrice * quantity;
      items.push({
        orderId: id,
        productId: good.productId,
        variantId: good.variantId,
        productName: good.name,
        variantName: good.variantName,
        quantity,
        unitPrice: toShekels(good.unitPrice),
        totalPrice: toShekels(good.unitPrice * quantity),
        cancelledQuantity: 0,
      });
    }
    const codeRoll = random();
    const code =
      codeRoll < 0.12
        ? codes.get('SPORT10')
        : codeRoll < 0.2 && itemsTotal >= 30_000 && !welcomed.has(email)
          ? codes.get('WELCOME50')
          : undefined;
    if (code?.code === 'WELCOME50') welcomed.add(email);
    const discount = code ? discountAmount(itemsTotal, code.kind as 'percent' | 'fixed', Number(code.value)) : 0;
    const courier = random() < 0.35;
    const fee = courier ? toAgorot(DELIVERY_FEE) : 0;
    const totals = orderTotals({ itemsTotal, discount, deliveryFee: fee });
    const [city, street] = pick(CITIES);
    const house = String(1 + Math.floor(random() * 120));
    // Done one to four days after it was placed, and never later than now (a recent order was done today).
    const doneAt = createdAt.getTime() + (1 + Math.floor(random() * 4)) * 86_400_000;
    const completedAt = fate.completed ? new Date(Math.min(doneAt, Math.max(createdAt.getTime(), now.getTime() - 600_000))) : null;
    const paidAt = fate.paid ? (method === 'cash' ? completedAt : new Date(createdAt.getTime() + 120_000)) : null;
    orders.push(
      Object.assign(new OrderEntity(), {
        id,
        orderNumber: newOrderNumber(createdAt, () => n % 1000),
        status: fate.status,
        paymentStatus: fate.paymentStatus,
        paymentMethod: method,
        paymentErrorCode: fate.paymentErrorCode,
        paidAt,
        paidWith: fate.paidWith,
        installments: fate.installments,
        customerName: name,
        customerEmail: email,
        customerPhone: phone,
        customerPhoneDigits: phoneDigits(phone),
        customerAddress: courier ? `${street} ${house}, ${city}` : null,
        companyName: null,
        notes: random() < 0.1 ? (russian ? 'Позвоните, пожалуйста, перед доставкой' : 'נא להתקשר לפני המשלוח') : null,
        language: russian ? 'ru' : 'he',
        itemsTotal: toShekels(itemsTotal),
        discountCode: code?.code ?? null,
        discountAmount: toShekels(totals.discount),
        deliveryMethod: courier ? 'courier' : 'pickup',
        deliveryAddress: courier
          ? JSON.stringify({ city, street, houseNumber: house, entrance: null, floor: null, apartment: null, zip: null, notes: null })
          : null,
        deliveryFee: toShekels(totals.deliveryFee),
        totalAmount: toShekels(totals.total),
        stockReleased: fate.status === 'cancelled',
        completedAt,
        refundedAmount: 0,
        cancellationRequested: false,
        createdAt,
        updatedAt: completedAt ?? paidAt ?? createdAt,
      }),
    );
    if (code && fate.status !== 'cancelled') {
      uses.push(Object.assign(new DiscountCodeUseEntity(), { orderId: id, codeId: code.id, customerEmail: email, usedAt: createdAt }));
      codeUses.set(code.id, (codeUses.get(code.id) ?? 0) + 1);
    }
  }

  await insertDemoRows(manager, OrderEntity, orders);
  await insertDemoRows(manager, OrderItemEntity, items);
  if (uses.length > 0) await manager.insert(DiscountCodeUseEntity, uses);
  for (const [codeId, count] of codeUses) await manager.update(DiscountCodeEntity, { id: codeId }, { usesCount: count });
  await writeSearchWords(manager, orders, { newOrders: true });
  return orders.length;
}
