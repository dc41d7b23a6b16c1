import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ExistingProduct, ImportEntry, ProductImportCatalog } from '../application/product-import-catalog.port';
import { ProductStore } from '../application/product-store.port';
import type { ProductRecord } from '../domain/product';
import { ProductChildrenLoader } from './product-children.loader';
import { placeholders } from './sql-helpers';

/** Lookups go by this many values per statement (placeholders stay far below every driver's limit). */
const CHUNK = 500;

function chunks<T>(values: readonly T[]): T[][] {
  const unique = [...new Set(values)];
  const out: T[][] = [];
  for (let i = 0; i < unique.length; i += CHUNK) out.push(unique.slice(i, i + CHUNK));
  return out;
}

@Injectable()
export class TypeormProductImportCatalog extends ProductImportCatalog {
  constructor(
    private readonly dataSource: DataSource,
    private readonly products: ProductStore,
    private readonly children: ProductChildrenLoader,
  ) {
    super();
  }

  async categoryIdsBySlug(slugs: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (const chunk of chunks(slugs)) {
      const rows: Array<{ id: number; slug: string }> = await this.dataSource.query(
        `SELECT id, slug FROM categories WHERE slug IN (${placeholders(chunk.length)})`,
        chunk,
      );
      for (const row of rows) found.set(String(row.slug), Number(row.id));
    }
    return found;
  }

  async productsBySlug(slugs: readonly string[]): Promise<Map<string, ExistingProduct>> {
    const ids: number[] = [];
    for (const chunk of chunks(slugs)) {
      const rows: Array<{ id: number }> = await this.dataSource.query(
        `SELECT id FROM products WHERE slug IN (${placeholders(chunk.length)})`,
        chunk,
      );
      ids.push(...rows.map((row) => Number(row.id)));
    }
    return new Map((await this.existing(ids)).map((product) => [product.slug, product]));
  }

  async productsBySku(skus: readonly string[]): Promise<Map<string, ExistingProduct>> {
    const ids: number[] = [];
    for (const chunk of chunks(skus)) {
      const rows: Array<{ product_id: number }> = await this.dataSource.query(
        `SELECT product_id FROM product_variants WHERE sku IN (${placeholders(chunk.length)})`,
        chunk,
      );
      ids.push(...rows.map((row) => Number(row.product_id)));
    }
    const bySku = new Map<string, ExistingProduct>();
    for (const product of await this.existing(ids)) {
      for (const variant of product.variants) bySku.set(variant.sku.toLowerCase(), product);
    }
    return bySku;
  }

  storeAll(entries: readonly ImportEntry[]): Promise<void> {
    return this.products.storeAll(entries);
  }

  async *batches(batchSize: number): AsyncGenerator<ProductRecord[]> {
    let after = 0;
    for (;;) {
      const rows: Array<{ id: number }> = await this.dataSource.query(
        `SELECT id FROM products WHERE id > ? ORDER BY id ASC LIMIT ${Number(batchSize)}`,
        [after],
      );
      if (rows.length === 0) return;
      const ids = rows.map((row) => Number(row.id));
      const records = await this.children.byIds(ids, { onlyActiveCategories: false });
      yield [...records].sort((a, b) => a.id - b.id);
      if (rows.length < batchSize) return;
      after = ids[ids.length - 1];
    }
  }

  /** Products whole (translations, categories, variants, gallery), a chunk at a time. */
  private async existing(ids: readonly number[]): Promise<ExistingProduct[]> {
    const products: ExistingProduct[] = [];
    for (const chunk of chunks(ids)) products.push(...(await this.children.byIds(chunk, { onlyActiveCategories: false })));
    return products;
  }
}
