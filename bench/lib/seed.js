'use strict';

const { seededRandom } = require('./random');
const { seedCategories, seedProducts } = require('./seed-catalog');
const { seedOrders, SEEDED_ORDER_PREFIX } = require('./seed-orders');

const SEED = 20240611;
const ORDERABLE_STOCK = 1_000_000;
const ORDERABLE_PER_KIND = 100;
const SEEDED_TABLES = [
  'categories',
  'category_translations',
  'products',
  'product_translations',
  'product_variants',
  'product_images',
  'product_categories',
  'orders',
  'order_items',
];

/**
 * Fills an empty schema (made by the app itself) with the benchmark data set. The same seed gives
 * the same rows every run; `now` only moves the dates, which stay spread over the last two years.
 */
async function seedDataSet(db, { products, orders, now = new Date() }) {
  const random = seededRandom(SEED);
  const started = Date.now();
  const categories = await seedCategories(db, now);
  const catalog = await seedProducts(db, random, products, now);
  const catalogMs = Date.now() - started;
  const sold = await seedOrders(db, random, orders, catalog, now);
  await db.analyze(SEEDED_TABLES);
  const orderable = await prepareOrderableStock(db, catalog);
  const discountCode = await seedDiscountCode(db, now);
  return {
    discountCode,
    categories: categories.map((c) => c.slug),
    productIds: catalog.products.filter((p) => p.onSale).map((p) => p.id),
    searchTerms: catalog.searchTerms,
    orderable,
    counts: { products, orders: sold.orders, orderItems: sold.items },
    timings: { catalogMs, ordersMs: Date.now() - started - catalogMs },
  };
}

/** A code with unlimited uses for the placement-with-a-code run: every order takes a use of the same row. */
async function seedDiscountCode(db, now) {
  const code = 'BENCH10';
  const at = now.toISOString().slice(0, 19).replace('T', ' ');
  await db.query(
    'INSERT INTO discount_codes (code, kind, value, active, uses_count, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [code, 'percent', 10, 1, 0, at, at],
  );
  return code;
}

/**
 * The order-placement run buys from a fixed set of products and variants, given a stock large
 * enough never to run out, so every order should succeed and the stock check afterwards is exact.
 */
async function prepareOrderableStock(db, catalog) {
  const onSale = catalog.products.filter((p) => p.onSale);
  const simple = onSale.filter((p) => !p.hasVariants).slice(0, ORDERABLE_PER_KIND);
  const withVariants = onSale.filter((p) => p.hasVariants).slice(0, ORDERABLE_PER_KIND);
  const lines = [
    ...simple.map((p) => ({ product_id: p.id, product_name: p.name, variant_id: null, variant_name: '', unit_price: p.effectivePrice })),
    ...withVariants.map((p) => {
      const v = p.variants[0];
      return { product_id: p.id, product_name: p.name, variant_id: v.id, variant_name: v.name, unit_price: v.price };
    }),
  ];
  await db.transaction(async () => {
    if (simple.length) {
      await db.query(`UPDATE products SET stock_quantity = ? WHERE id IN (${simple.map(() => '?').join(',')})`, [
        ORDERABLE_STOCK,
        ...simple.map((p) => p.id),
      ]);
    }
    const variantIds = withVariants.map((p) => p.variants[0].id);
    if (variantIds.length) {
      await db.query(`UPDATE product_variants SET stock_quantity = ? WHERE id IN (${variantIds.map(() => '?').join(',')})`, [
        ORDERABLE_STOCK,
        ...variantIds,
      ]);
    }
  });
  return { lines, initialStock: ORDERABLE_STOCK };
}

/**
 * After the runs: stock must equal the starting stock minus what the benchmark's orders bought,
 * and never go below zero. Anything else means lost updates or overselling.
 */
async function checkStock(db, orderable) {
  const negative = await db.query(
    'SELECT (SELECT COUNT(*) FROM products WHERE stock_quantity < 0) + (SELECT COUNT(*) FROM product_variants WHERE stock_quantity < 0) AS n',
  );
  const sold = await db.query(
    `SELECT i.product_id AS product_id, i.variant_id AS variant_id, SUM(i.quantity) AS quantity, COUNT(DISTINCT o.id) AS orders
       FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.order_number NOT LIKE ? GROUP BY i.product_id, i.variant_id`,
    [`${SEEDED_ORDER_PREFIX}%`],
  );
  const placed = await db.query('SELECT COUNT(*) AS n FROM orders WHERE order_number NOT LIKE ?', [`${SEEDED_ORDER_PREFIX}%`]);
  let mismatched = 0;
  for (const line of orderable.lines) {
    const soldRow = sold.find(
      (s) => Number(s.product_id) === line.product_id && (s.variant_id === null ? null : Number(s.variant_id)) === line.variant_id,
    );
    const expected = orderable.initialStock - Number(soldRow ? soldRow.quantity : 0);
    const [row] = line.variant_id
      ? await db.query('SELECT stock_quantity AS stock FROM product_variants WHERE id = ?', [line.variant_id])
      : await db.query('SELECT stock_quantity AS stock FROM products WHERE id = ?', [line.product_id]);
    if (Number(row.stock) !== expected) mismatched += 1;
  }
  return { negativeStockRows: Number(negative[0].n), stockMismatches: mismatched, ordersPlaced: Number(placed[0].n) };
}

module.exports = { seedDataSet, checkStock, SEEDED_TABLES };
