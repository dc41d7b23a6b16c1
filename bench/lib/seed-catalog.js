'use strict';

const path = require('node:path');
const { productSearchText } = require(
  path.join(__dirname, '..', '..', 'backend', 'dist', 'modules', 'catalog', 'domain', 'product-search'),
);

const { sqlDate } = require('./database');
const V = require('./vocabulary');

const DAY_MS = 24 * 60 * 60 * 1000;
const PRODUCTS_PER_TRANSACTION = 2000;

function slugPart(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function agorot(shekels) {
  return Math.round(shekels * 100);
}

async function seedCategories(db, now) {
  const stamp = sqlDate(now);
  const categories = V.CATEGORIES.map((c, i) => ({
    id: i + 1,
    name: c.en,
    slug: slugPart(c.en),
    description: `${c.en} gear for every level`,
    image_url: null,
    is_required: false,
    is_active: true,
    sort_order: i,
    created_at: stamp,
    updated_at: stamp,
  }));
  const translations = V.CATEGORIES.flatMap((c, i) => [
    { category_id: i + 1, language: 'he', name: c.he, description: `ציוד ${c.he}` },
    { category_id: i + 1, language: 'ru', name: c.ru, description: `Товары: ${c.ru}` },
  ]);
  await db.transaction(async () => {
    await db.insert('categories', categories);
    await db.insert('category_translations', translations);
  });
  return categories;
}

/** One product with its rows in the other tables; 1 in 10 is sold without variants (balls, bottles...). */
function buildProduct(random, id, now, nextVariantId) {
  const kindIndex = random.int(0, V.PRODUCT_KINDS.length - 1);
  const kind = V.PRODUCT_KINDS[kindIndex];
  const quality = random.pick(V.QUALITIES);
  const brand = random.pick(V.BRANDS);
  const model = `${String.fromCharCode(65 + random.int(0, 25))}${random.int(10, 999)}`;
  const name = `${brand} ${quality.en} ${kind.en} ${model}`;
  const created = new Date(now.getTime() - random.int(0, 730) * DAY_MS - random.int(0, DAY_MS - 1));
  const price = random.int(2, 150) * 10 - 0.1;
  const hasDiscount = random.chance(0.15);
  const discountPercentage = hasDiscount ? random.pick([10, 15, 20, 25, 30, 40, 50]) : 0;
  const discountPrice = hasDiscount ? Math.round((agorot(price) * (100 - discountPercentage)) / 100) / 100 : 0;
  const hasVariants = id % 10 !== 0;
  const stamp = sqlDate(created);
  const imageUrl = `/uploads/bench-${id}-1.png`;
  const product = {
    id,
    name,
    slug: `${slugPart(name)}-${id}`,
    description: `${name}: ${quality.en.toLowerCase()} ${kind.en.toLowerCase()} by ${brand}.`,
    price,
    has_discount: hasDiscount,
    discount_price: discountPrice,
    discount_percentage: discountPercentage,
    stock_quantity: hasVariants ? 0 : random.int(0, 200),
    image_url: imageUrl,
    is_required: false,
    is_active: random.chance(0.97),
    is_visible: random.chance(0.97),
    is_recommended: random.chance(0.05),
    has_variants: hasVariants,
    created_at: stamp,
    updated_at: stamp,
  };
  const translations = [
    {
      product_id: id,
      language: 'he',
      name: `${kind.he} ${quality.he} ${brand} ${model}`,
      description: `${kind.he} ${quality.he} של ${brand}`,
    },
    {
      product_id: id,
      language: 'ru',
      name: `${kind.ru} ${quality.ru} ${brand} ${model}`,
      description: `${kind.ru} ${quality.ru} от ${brand}`,
    },
  ];
  // The backend's own rule, from its build: the search text it would write for this product.
  product.search_text = productSearchText({ name: product.name, description: product.description, translations });
  const sizes = V.SIZES[kind.sizes];
  const color = random.pick(V.COLORS);
  const firstSize = random.int(0, sizes.length - 3);
  const variants = hasVariants
    ? [0, 1, 2].map((k) => ({
        id: nextVariantId + k,
        product_id: id,
        sku: `BN-${id}-${k + 1}`,
        size: sizes[firstSize + k],
        color,
        material: null,
        stock_quantity: random.int(0, 60),
        price_modifier: k === 2 && random.chance(0.3) ? 10 : 0,
        is_active: true,
      }))
    : [];
  const images = [1, 2, 3].map((n) => ({ product_id: id, url: `/uploads/bench-${id}-${n}.png`, sort_order: n - 1, is_primary: n === 1 }));
  const categoryIds = new Set([(kindIndex % V.CATEGORIES.length) + 1]);
  if (random.chance(0.5)) categoryIds.add(random.int(1, V.CATEGORIES.length));
  const links = [...categoryIds].map((categoryId) => ({ product_id: id, category_id: categoryId }));
  return { product, translations, variants, images, links, kind };
}

/**
 * Products with he and ru translations, 3 variants (9 in 10 products), 3 images and 1-2 categories.
 * Returns what the order seeder and the benchmark need to know about the catalog.
 */
async function seedProducts(db, random, count, now) {
  const catalog = { products: [], searchTerms: new Set() };
  let nextVariantId = 1;
  for (let first = 1; first <= count; first += PRODUCTS_PER_TRANSACTION) {
    const last = Math.min(count, first + PRODUCTS_PER_TRANSACTION - 1);
    const rows = { products: [], product_translations: [], product_variants: [], product_images: [], product_categories: [] };
    for (let id = first; id <= last; id += 1) {
      const built = buildProduct(random, id, now, nextVariantId);
      nextVariantId += built.variants.length;
      rows.products.push(built.product);
      rows.product_translations.push(...built.translations);
      rows.product_variants.push(...built.variants);
      rows.product_images.push(...built.images);
      rows.product_categories.push(...built.links);
      catalog.products.push(summary(built));
      catalog.searchTerms.add(built.kind.he);
    }
    await db.transaction(async () => {
      for (const [table, tableRows] of Object.entries(rows)) await db.insert(table, tableRows);
    });
  }
  return { products: catalog.products, searchTerms: [...catalog.searchTerms] };
}

/** What an order line needs: the price rule of catalog/domain/pricing.ts, applied to the seeded fields. */
function summary({ product, translations, variants }) {
  const effective = product.has_discount && product.discount_price > 0 ? product.discount_price : product.price;
  return {
    id: product.id,
    name: product.name,
    heName: translations[0].name,
    onSale: product.is_active && product.is_visible,
    hasVariants: product.has_variants,
    effectivePrice: effective,
    variants: variants.map((v) => ({
      id: v.id,
      name: `${v.size} / ${v.color}`,
      price: Math.max(0, agorot(effective) + agorot(v.price_modifier)) / 100,
    })),
  };
}

module.exports = { seedCategories, seedProducts, slugPart };
