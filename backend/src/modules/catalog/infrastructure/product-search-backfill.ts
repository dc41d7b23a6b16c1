import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { inBatches, setColumnById } from '../../../shared/database/batches';
import { productSearchText } from '../domain/product-search';
import { placeholders } from './sql-helpers';

const BATCH = 500;

interface TextRow {
  product_id: number;
  name: string;
  description: string | null;
}

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
    const written = await inBatches(
      BATCH,
      (size) =>
        this.dataSource.query(
          `SELECT id AS product_id, name, description FROM products WHERE search_text IS NULL ORDER BY id LIMIT ${size}`,
        ),
      async (products: TextRow[]) => {
        const ids = products.map((p) => Number(p.product_id));
        const translations: TextRow[] = await this.dataSource.query(
          `SELECT product_id, name, description FROM product_translations WHERE product_id IN (${placeholders(ids.length)}) ORDER BY language`,
          ids,
        );
        const translationsOf = new Map<number, TextRow[]>();
        for (const t of translations) translationsOf.set(Number(t.product_id), [...(translationsOf.get(Number(t.product_id)) ?? []), t]);
        const texts = products.map(
          (p) => [p.product_id, productSearchText({ ...p, translations: translationsOf.get(Number(p.product_id)) ?? [] })] as const,
        );
        await setColumnById(this.dataSource, 'products', 'search_text', 'id', texts);
      },
    );
    if (written > 0) this.logger.log(`Wrote the search text of ${written} products`);
    return written;
  }
}
