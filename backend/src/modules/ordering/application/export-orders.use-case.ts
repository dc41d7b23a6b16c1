import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { LINE_COLUMNS, lineRows, ORDER_COLUMNS, OrderExportLayout, orderRow } from './order-export-rows.rules';
import { OrderExportSource } from './order-export-source.port';
import type { OrderFilters } from './order-read-model.port';

/** Orders read per statement while the file is written: memory stays flat whatever the number of orders. */
const BATCH_SIZE = 500;

export interface OrderExport {
  layout: OrderExportLayout;
  columns: readonly string[];
  rows: AsyncIterable<Array<string | number>>;
}

/**
 * A staff download of the orders the desk shows (the same filters), as CSV rows: one per order or
 * one per line. A sensitive read (customers' names, emails, phones, addresses), kept as its own use
 * case so it can be recorded.
 */
@Injectable()
export class ExportOrdersUseCase {
  constructor(
    private readonly source: OrderExportSource,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { filters: OrderFilters; layout: OrderExportLayout; timeZone: string }): Promise<OrderExport> {
    const { filters, layout, timeZone } = input;
    // Recorded before the first row leaves: a download cut short was still a read of customers' data.
    await this.audit.record(null, {
      action: 'export',
      entityType: 'order',
      entityId: null,
      changes: { filters: { before: null, after: filters }, layout: { before: null, after: layout } },
    });
    const source = this.source;
    async function* rows(): AsyncGenerator<Array<string | number>> {
      for await (const batch of source.batches(filters, BATCH_SIZE)) {
        for (const order of batch) {
          if (layout === 'orders') yield orderRow(order, timeZone);
          else yield* lineRows(order, timeZone);
        }
      }
    }
    return { layout, columns: layout === 'orders' ? ORDER_COLUMNS : LINE_COLUMNS, rows: rows() };
  }
}
