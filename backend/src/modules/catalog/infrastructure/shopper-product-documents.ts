import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Language, LANGUAGES } from '../../../shared/localisation/language';
import type { ProductRecord } from '../domain/product';
import { toProductResponse } from '../interface/product.mapper';
import { ProductChildrenLoader } from './product-children.loader';
import { ProductDocumentEntity } from './product-document.entity';
import { PRODUCT_COLUMNS_SQL, ProductRow, toProductHead } from './product-rows';
import { placeholders } from './sql-helpers';

/** Raise it whenever the public product answer changes shape: older documents are rendered again at start. */
export const DOCUMENT_FORMAT = 1;
/** A MySQL TEXT column holds 65,535 bytes; a larger rendering is left out and served live. */
const MAX_BODY_BYTES = 65_535;
const BATCH = 200;

/** The public product answer in one language, as JSON text. */
export function renderShopperProduct(product: ProductRecord, language: Language): string {
  return JSON.stringify(toProductResponse(product, language, 'shoppers'));
}

/**
 * Keeps `product_documents` in step with the catalog. Every write that changes what shoppers see
 * of a product (its fields, texts, variants, images, categories, or its stock through an order)
 * calls `refresh` inside its own transaction, so a document is never older than the data it was
 * rendered from, whichever process wrote. Rows written behind the application's back (a bulk
 * import in SQL) are picked up by `catchUp` at the next start; until then, and for any product
 * whose document is missing, the catalog renders the product per request.
 */
@Injectable()
export class ShopperProductDocuments {
  private readonly logger = new Logger('Catalog');

  constructor(
    private readonly dataSource: DataSource,
    private readonly children: ProductChildrenLoader,
  ) {}

  async refresh(manager: EntityManager, productIds: readonly number[]): Promise<void> {
    // In id order, so two transactions refreshing the same products lock their rows in the same order.
    const ids = [...new Set(productIds)].sort((a, b) => a - b);
    for (let start = 0; start < ids.length; start += BATCH) {
      const batch = ids.slice(start, start + BATCH);
      const rows: ProductRow[] = await manager.query(`SELECT ${PRODUCT_COLUMNS_SQL} FROM products p WHERE p.id IN (${placeholders(batch.length)})`, batch);
      const products = await this.children.complete(rows.map(toProductHead), { onlyActiveCategories: true }, manager);
      const documents = products.flatMap((product) =>
        LANGUAGES.map((language) => {
          const body = renderShopperProduct(product, language);
          return { productId: product.id, language, format: DOCUMENT_FORMAT, body: Buffer.byteLength(body) <= MAX_BODY_BYTES ? body : null };
        }),
      );
      if (documents.length > 0) await manager.upsert(ProductDocumentEntity, documents, ['productId', 'language']);
    }
  }

  /** After a category changed (name, slug, texts, active flag) or before it goes: its products show it. */
  async refreshCategory(manager: EntityManager, categoryId: number): Promise<void> {
    await this.refresh(manager, await this.productsOfCategory(manager, categoryId));
  }

  async productsOfCategory(manager: EntityManager, categoryId: number): Promise<number[]> {
    const rows: Array<{ product_id: number }> = await manager.query('SELECT product_id FROM product_categories WHERE category_id = ?', [categoryId]);
    return rows.map((r) => Number(r.product_id));
  }

  /** Renders products per request, for those without a usable document. */
  async renderLive(productIds: readonly number[], language: Language): Promise<Map<number, string>> {
    const rendered = new Map<number, string>();
    if (productIds.length === 0) return rendered;
    const rows: ProductRow[] = await this.dataSource.query(
      `SELECT ${PRODUCT_COLUMNS_SQL} FROM products p WHERE p.id IN (${placeholders(productIds.length)})`,
      [...productIds],
    );
    const products = await this.children.complete(rows.map(toProductHead), { onlyActiveCategories: true });
    for (const product of products) rendered.set(product.id, renderShopperProduct(product, language));
    return rendered;
  }

  /** Renders every document that is missing or of an older format; returns how many products it rendered. */
  async catchUp(): Promise<number> {
    let rendered = 0;
    for (;;) {
      const rows: Array<{ id: number }> = await this.dataSource.query(
        `SELECT p.id AS id FROM products p
          WHERE NOT EXISTS (SELECT 1 FROM product_documents d WHERE d.product_id = p.id AND d.language = ? AND d.format = ?)
          ORDER BY p.id LIMIT ${BATCH}`,
        [LANGUAGES[0], DOCUMENT_FORMAT],
      );
      if (rows.length === 0) break;
      await this.dataSource.transaction((m) => this.refresh(m, rows.map((r) => Number(r.id))));
      rendered += rows.length;
      if (rows.length < BATCH) break;
    }
    if (rendered > 0) this.logger.log(`Rendered the shopper documents of ${rendered} products`);
    return rendered;
  }
}
