import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { sqlBoolean, sqlMoney, sqlTextOrNull } from '../../../shared/database/raw-values';
import type { ImageRecord, ProductCategoryRecord, ProductRecord, VariantRecord } from '../domain/product';
import type { Translation } from '../domain/translations';
import { PRODUCT_COLUMNS_SQL, ProductHead, ProductRow, toProductHead } from './product-rows';
import { placeholders } from './sql-helpers';

/**
 * One row of the children statement. The five kinds share one column list, so a page's
 * children cost one round trip: `t1`..`t4` are texts, `position` an order, `flag` a boolean.
 */
interface ChildRow {
  kind: 'translation' | 'category' | 'category_text' | 'variant' | 'image';
  product_id: number;
  child_id: number | null;
  position: number | null;
  flag: number | null;
  quantity: number | null;
  amount: string | number | null;
  t1: string | null;
  t2: string | null;
  t3: string | null;
  t4: string | null;
}

interface Children {
  translations: Translation[];
  categories: Array<ProductCategoryRecord & { sortOrder: number }>;
  categoryTexts: Map<number, Array<{ language: string; name: string }>>;
  variants: VariantRecord[];
  images: ImageRecord[];
}

// Plain code-point order: language codes are ASCII, and localeCompare costs ICU on every call.
const byLanguage = (a: { language: string }, b: { language: string }) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0);

function childrenStatement(count: number, onlyActiveCategories: boolean): string {
  const ids = placeholders(count);
  const activeOnly = onlyActiveCategories ? 'AND c.is_active = 1' : '';
  return `SELECT 'translation' AS kind, t.product_id AS product_id, NULL AS child_id, NULL AS position, NULL AS flag,
                 NULL AS quantity, NULL AS amount, t.language AS t1, t.name AS t2, t.description AS t3, NULL AS t4
            FROM product_translations t WHERE t.product_id IN (${ids})
          UNION ALL
          SELECT 'category', pc.product_id, c.id, c.sort_order, NULL, NULL, NULL, c.name, c.slug, NULL, NULL
            FROM product_categories pc JOIN categories c ON c.id = pc.category_id
           WHERE pc.product_id IN (${ids}) ${activeOnly}
          UNION ALL
          SELECT 'category_text', pc.product_id, c.id, NULL, NULL, NULL, NULL, ct.language, ct.name, NULL, NULL
            FROM product_categories pc JOIN categories c ON c.id = pc.category_id
            JOIN category_translations ct ON ct.category_id = c.id
           WHERE pc.product_id IN (${ids}) ${activeOnly}
          UNION ALL
          SELECT 'variant', v.product_id, v.id, v.low_stock_threshold, v.is_active, v.stock_quantity, v.price_modifier, v.sku, v.size, v.color, v.material
            FROM product_variants v WHERE v.product_id IN (${ids})
          UNION ALL
          SELECT 'image', i.product_id, i.id, i.sort_order, i.is_primary, NULL, NULL, i.url, NULL, NULL, NULL
            FROM product_images i WHERE i.product_id IN (${ids})`;
}

function collect(rows: ChildRow[], productIds: number[]): Map<number, Children> {
  const byProduct = new Map<number, Children>();
  for (const id of productIds) {
    byProduct.set(id, { translations: [], categories: [], categoryTexts: new Map(), variants: [], images: [] });
  }
  for (const row of rows) {
    const productId = Number(row.product_id);
    const children = byProduct.get(productId);
    if (!children) continue;
    const childId = Number(row.child_id);
    switch (row.kind) {
      case 'translation':
        children.translations.push({ language: String(row.t1), name: String(row.t2), description: sqlTextOrNull(row.t3) });
        break;
      case 'category':
        children.categories.push({
          id: childId,
          name: String(row.t1),
          slug: String(row.t2),
          sortOrder: Number(row.position),
          translations: [],
        });
        break;
      case 'category_text': {
        const list = children.categoryTexts.get(childId);
        const entry = { language: String(row.t1), name: String(row.t2) };
        if (list) list.push(entry);
        else children.categoryTexts.set(childId, [entry]);
        break;
      }
      case 'variant':
        children.variants.push({
          id: childId,
          productId,
          sku: String(row.t1),
          size: sqlTextOrNull(row.t2),
          color: sqlTextOrNull(row.t3),
          material: sqlTextOrNull(row.t4),
          stockQuantity: Number(row.quantity),
          // A variant's row carries its low-stock threshold in the position column.
          lowStockThreshold: row.position === null || row.position === undefined ? null : Number(row.position),
          priceModifier: sqlMoney(row.amount),
          isActive: sqlBoolean(row.flag),
        });
        break;
      case 'image':
        children.images.push({ id: childId, url: String(row.t1), sortOrder: Number(row.position), isPrimary: sqlBoolean(row.flag) });
        break;
    }
  }
  return byProduct;
}

/**
 * Completes products with their translations, categories (with translated names), variants
 * and images in one statement, whatever the number of products. Rows arrive in no particular
 * order; each list is put in its reading order here.
 */
@Injectable()
export class ProductChildrenLoader {
  constructor(private readonly dataSource: DataSource) {}

  /** Whole products by id, in any state, in two statements; unknown ids are left out. */
  async byIds(ids: readonly number[], options: { onlyActiveCategories: boolean }, manager?: EntityManager): Promise<ProductRecord[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows: ProductRow[] = await (manager ?? this.dataSource).query(
      `SELECT ${PRODUCT_COLUMNS_SQL} FROM products p WHERE p.id IN (${placeholders(unique.length)})`,
      unique,
    );
    return this.complete(rows.map(toProductHead), options, manager);
  }

  /** `manager`: the transaction to read in (a write renders documents from its own changes). */
  async complete(
    products: readonly ProductHead[],
    options: { onlyActiveCategories: boolean },
    manager?: EntityManager,
  ): Promise<ProductRecord[]> {
    if (products.length === 0) return [];
    const ids = products.map((p) => p.id);
    const rows: ChildRow[] = await (manager ?? this.dataSource).query(childrenStatement(ids.length, options.onlyActiveCategories), [
      ...ids,
      ...ids,
      ...ids,
      ...ids,
      ...ids,
    ]);
    const byProduct = collect(rows, ids);
    return products.map((head) => {
      const children = byProduct.get(head.id)!;
      children.translations.sort((a, b) => byLanguage(a, b));
      children.categories.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      children.variants.sort((a, b) => a.id - b.id);
      children.images.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      return {
        ...head,
        translations: children.translations,
        categories: children.categories.map((c) => ({
          id: c.id,
          name: c.name,
          slug: c.slug,
          translations: (children.categoryTexts.get(c.id) ?? []).sort((a, b) => byLanguage(a, b)),
        })),
        variants: children.variants,
        images: children.images,
      };
    });
  }
}
