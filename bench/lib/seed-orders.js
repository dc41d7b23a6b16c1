'use strict';

const path = require('node:path');
const { orderSearchHeads, phoneDigits } = require(
  path.join(__dirname, '..', '..', 'backend', 'dist', 'modules', 'ordering', 'domain', 'order-search'),
);

const { sqlDate } = require('./database');
const V = require('./vocabulary');

const TWO_YEARS_MS = 730 * 24 * 60 * 60 * 1000;
const ORDERS_PER_TRANSACTION = 5000;
/** Seeded order numbers start with this, so orders placed by the benchmark can be told apart. */
const SEEDED_ORDER_PREFIX = 'BN-';

const STATUS_WEIGHTS = { completed: 45, new: 14, unpaid: 10, cancelled: 10, paid: 8, preparing: 8, ready: 5 };

function paymentStatusFor(random, status, method) {
  if (status === 'completed' || status === 'paid') return 'paid';
  if (status === 'unpaid') return method === 'credit_card' && random.chance(0.4) ? 'failed' : 'pending';
  if (status === 'cancelled') return random.weighted({ pending: 5, failed: 3, paid: 2 });
  return method === 'credit_card' ? 'paid' : random.weighted({ pending: 3, paid: 1 });
}

function customer(random, sequence) {
  const people = V.PEOPLE[random.weighted({ hebrew: 6, russian: 3, english: 1 })];
  const [firstLatin, firstLocal] = random.pick(people.first);
  const [lastLatin, lastLocal] = random.pick(people.last);
  const local = random.chance(0.5);
  const phone = `05${random.int(0, 8)}-${String(random.int(0, 9999999)).padStart(7, '0')}`;
  return {
    customer_name: local ? `${firstLocal} ${lastLocal}` : `${firstLatin} ${lastLatin}`,
    customer_email: `${firstLatin}.${lastLatin}${sequence % 5000}@${random.pick(V.MAIL_DOMAINS)}`.toLowerCase(),
    customer_phone: random.chance(0.2) ? phone.replace('-', '').replace(/^0/, '+972') : phone,
    customer_address: random.chance(0.3)
      ? 'Pickup at the store'
      : `${random.pick(V.STREETS)} ${random.int(1, 120)}, ${random.pick(V.CITIES)}`,
    company_name: random.chance(0.05) ? random.pick(V.COMPANIES) : null,
  };
}

function orderLines(random, products, orderId, language) {
  const lines = [];
  const lineCount = random.int(1, 3);
  for (let i = 0; i < lineCount; i += 1) {
    const product = products[random.int(0, products.length - 1)];
    const variant = product.hasVariants ? random.pick(product.variants) : null;
    const quantity = random.weighted({ 1: 6, 2: 3, 3: 1 }) * 1;
    const unitPrice = variant ? variant.price : product.effectivePrice;
    lines.push({
      order_id: orderId,
      product_id: product.id,
      variant_id: variant ? variant.id : null,
      product_name: language === 'he' ? product.heName : product.name,
      variant_name: variant ? variant.name : '',
      quantity,
      unit_price: unitPrice,
      total_price: Math.round(unitPrice * 100 * quantity) / 100,
    });
  }
  return lines;
}

function buildOrder(random, sequence, products, now) {
  const id = random.uuid();
  const created = new Date(now.getTime() - Math.floor(random.next() * TWO_YEARS_MS));
  const status = random.weighted(STATUS_WEIGHTS);
  const paymentMethod = random.chance(0.6) ? 'credit_card' : 'cash';
  const paymentStatus = paymentStatusFor(random, status, paymentMethod);
  const language = random.chance(0.7) ? 'he' : 'ru';
  const items = orderLines(random, products, id, language);
  const total = items.reduce((sum, item) => sum + Math.round(item.total_price * 100), 0) / 100;
  const updated = new Date(Math.min(now.getTime(), created.getTime() + random.int(0, 5) * 86_400_000));
  const orderNumber = `${SEEDED_ORDER_PREFIX}${String(sequence).padStart(7, '0')}`;
  const buyer = customer(random, sequence);
  const order = {
    id,
    order_number: orderNumber,
    status,
    payment_status: paymentStatus,
    payment_method: paymentMethod,
    ...buyer,
    // The backend's own rule, from its build: the phone digits it would write for this order.
    customer_phone_digits: phoneDigits(buyer.customer_phone),
    notes: random.chance(0.1) ? random.pick(V.NOTES) : null,
    language,
    total_amount: total,
    stock_released: status === 'cancelled',
    payment_error_code: paymentStatus === 'failed' ? random.pick(['003', '004', '033', '036']) : null,
    paid_at: paymentStatus === 'paid' ? sqlDate(new Date(created.getTime() + random.int(1, 600) * 1000)) : null,
    created_at: sqlDate(created),
    updated_at: sqlDate(updated),
  };
  // And the search words it would write beside it, grouped by head, with the order's statuses and date.
  const words = orderSearchHeads({
    orderNumber,
    customerName: buyer.customer_name,
    customerEmail: buyer.customer_email,
    customerPhone: buyer.customer_phone,
  }).map(({ head, words }) => ({ order_id: id, head, words, status, payment_status: paymentStatus, created_at: order.created_at }));
  return { order, items, words };
}

/** Orders of the last two years with 1-3 lines each, statuses and customers mixed. */
async function seedOrders(db, random, count, catalog, now) {
  const products = catalog.products;
  let items = 0;
  for (let first = 1; first <= count; first += ORDERS_PER_TRANSACTION) {
    const last = Math.min(count, first + ORDERS_PER_TRANSACTION - 1);
    const orderRows = [];
    const itemRows = [];
    const wordRows = [];
    for (let sequence = first; sequence <= last; sequence += 1) {
      const built = buildOrder(random, sequence, products, now);
      orderRows.push(built.order);
      itemRows.push(...built.items);
      wordRows.push(...built.words);
    }
    await db.transaction(async () => {
      await db.insert('orders', orderRows);
      await db.insert('order_items', itemRows);
      await db.insert('order_search_heads', wordRows);
    });
    items += itemRows.length;
  }
  return { orders: count, items };
}

module.exports = { seedOrders, SEEDED_ORDER_PREFIX };
