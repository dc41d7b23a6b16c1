import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { productSearchText } from '../domain/product-search';
import { placeholders } from './sql-helpers';

const BATCH = 500;

/**
 * Writes the search text of products that have none: rows loaded behind the application's back
 * (a bulk import, the demo data set) or from before the column existed. Every product the
 * application writes has one.
 */
@Injectable()
export class ProductSearchBackfill {
  private readonly logger = new Logger('Catalog');

  constructor(private readonly dataSource: DataSource) {}

  async run(): Promise<number> {
    let written = 0;
    for (;;) {
      const products: Array<{ id: number; name: string; description: string | null }> = await this.dataSource.query(
        `SELECT id, name, description FROM products WHERE search_text IS NULL ORDER BY id LIMIT ${BATCH}`,
      );
      if (products.length === 0) break;
      const ids = products.map((p) => Number(p.id));
      const translations: Array<{ product_id: number; name: string; description: string | null }> = await this.dataSource.query(
        `SELECT product_id, name, description FROM product_translations WHERE product_id IN (${placeholders(ids.length)}) ORDER BY language`,
        ids,
      );
      await this.dataSource.transaction(async (m) => {
        for (const product of products) {
          const own = translations.filter((t) => Number(t.product_id) === Number(product.id));
          await m.query('UPDATE products SET search_text = ? WHERE id = ?', [productSearchText({ ...product, translations: own }), product.id]);
        }
      });
      written += products.length;
      if (products.length < BATCH) break;
    }
    if (written > 0) this.logger.log(`Wrote the search text of ${written} products`);
    return written;
  }
}
