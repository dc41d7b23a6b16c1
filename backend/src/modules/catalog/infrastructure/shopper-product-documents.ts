import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { inBatches } from '../../../shared/database/batches';
import { Language, LANGUAGES } from '../../../shared/localisation/language';
import type { ProductRecord } from '../domain/product';
import { toProductView } from '../application/product.views';
import { ProductChildrenLoader } from './product-children.loader';
import { ProductDocumentEntity } from './product-document.entity';

/** The public product answer in one language, as JSON text. */
export function renderShopperProduct(product: ProductRecord, language: Language): string {
  return JSON.stringify(toProductView(product, language, 'shoppers'));
}

/** A product with every field and child set, rendered to tell one version of the public answer from another. */
const SAMPLE: ProductRecord = {
  id: 1,
  name: 'Sample',
  slug: 'sample',
  description: 'Sample text',
  price: 100,
  hasDiscount: true,
  discountPrice: 80,
  discountPercentage: 0,
  stockQuantity: 2,
  imageUrl: '/uploads/sample.png',
  isRequired: false,
  isActive: true,
  isVisible: true,
  isRecommended: true,
  hasVariants: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  translations: [{ language: 'ru', name: 'Образец', description: null }],
  categories: [{ id: 1, name: 'Category', slug: 'category', translations: [{ language: 'he', name: 'קטגוריה' }] }],
  variants: [
    { id: 1, productId: 1, sku: 'S-1', size: 'M', color: 'Black', material: null, stockQuantity: 3, priceModifier: 5, isActive: true },
  ],
  images: [{ id: 1, url: '/uploads/sample-1.png', sortOrder: 0, isPrimary: true }],
  ratingAverage: 4.5,
  ratingCount: 2,
};

/**
 * Which rendering wrote a document: a fingerprint of the sample's rendering in every language. A
 * release that answers products differently gets another number, and its first start renders the
 * documents again (`catchUp`), with no number to remember to raise.
 */
export const DOCUMENT_FORMAT = parseInt(
  createHash('sha1')
    .update(LANGUAGES.map((language) => renderShopperProduct(SAMPLE, language)).join('\n'))
    .digest('hex')
    .slice(0, 7),
  16,
);
/** A MySQL TEXT column holds 65,535 bytes; a larger rendering is left out and served live. */
const MAX_BODY_BYTES = 65_535;
const BATCH = 200;

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
      const products = await this.children.byIds(ids.slice(start, start + BATCH), { onlyActiveCategories: true }, manager);
      const documents = products.flatMap((product) =>
        LANGUAGES.map((language) => {
          const body = renderShopperProduct(product, language);
          return {
            productId: product.id,
            language,
            format: DOCUMENT_FORMAT,
            body: Buffer.byteLength(body) <= MAX_BODY_BYTES ? body : null,
          };
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
    const rows: Array<{ product_id: number }> = await manager.query('SELECT product_id FROM product_categories WHERE category_id = ?', [
      categoryId,
    ]);
    return rows.map((r) => Number(r.product_id));
  }

  /** Renders products per request, for those without a usable document. */
  async renderLive(productIds: readonly number[], language: Language): Promise<Map<number, string>> {
    const rendered = new Map<number, string>();
    for (const product of await this.children.byIds(productIds, { onlyActiveCategories: true })) {
      rendered.set(product.id, renderShopperProduct(product, language));
    }
    return rendered;
  }

  /** Renders every document that is missing or of an older format; returns how many products it rendered. */
  async catchUp(): Promise<number> {
    const rendered = await inBatches(
      BATCH,
      (size) =>
        this.dataSource.query(
          `SELECT p.id AS id FROM products p
            WHERE NOT EXISTS (SELECT 1 FROM product_documents d WHERE d.product_id = p.id AND d.language = ? AND d.format = ?)
            ORDER BY p.id LIMIT ${size}`,
          [LANGUAGES[0], DOCUMENT_FORMAT],
        ),
      (rows: Array<{ id: number }>) =>
        this.dataSource.transaction((m) =>
          this.refresh(
            m,
            rows.map((r) => Number(r.id)),
          ),
        ),
    );
    if (rendered > 0) this.logger.log(`Rendered the shopper documents of ${rendered} products`);
    return rendered;
  }
}
