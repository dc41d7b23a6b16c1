import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { PRODUCT_CSV_COLUMNS, productRows } from './product-csv-columns.rules';
import { ProductImportCatalog } from './product-import-catalog.port';

const BATCH_SIZE = 200;

/**
 * The whole catalog as the products file (the shape the import reads back): translations,
 * categories, gallery and one row per variant, read a batch at a time. Its own use case so that
 * staff downloads can be recorded.
 */
@Injectable()
export class ExportProductsUseCase {
  constructor(
    private readonly catalog: ProductImportCatalog,
    private readonly audit: AuditTrail,
  ) {}

  async execute(): Promise<{ columns: readonly string[]; rows: AsyncIterable<Array<string | number>> }> {
    await this.audit.record(null, { action: 'export', entityType: 'product', entityId: null });
    const catalog = this.catalog;
    async function* rows(): AsyncGenerator<Array<string | number>> {
      for await (const batch of catalog.batches(BATCH_SIZE)) {
        for (const product of batch) yield* productRows(product);
      }
    }
    return { columns: PRODUCT_CSV_COLUMNS, rows: rows() };
  }
}
