import type { EntityManager } from 'typeorm';

/**
 * The product a visitor of the demo meets first: the newest product on sale in the first category,
 * the first card of the first category page (and the product page `npm run bench:web` measures). Its
 * page shows what a busy product looks like: more orders, reviews in both languages, a second page of them.
 */
export async function showcaseProductId(manager: EntityManager): Promise<number | null> {
  const [category]: Array<{ id: number }> = await manager.query(
    'SELECT id FROM categories WHERE is_active = 1 ORDER BY sort_order ASC, id ASC LIMIT 1',
  );
  if (!category) return null;
  const [product]: Array<{ id: number }> = await manager.query(
    `SELECT p.id AS id FROM products p JOIN product_categories pc ON pc.product_id = p.id
      WHERE pc.category_id = ? AND p.is_active = 1 AND p.is_visible = 1
      ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
    [Number(category.id)],
  );
  return product ? Number(product.id) : null;
}
