import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { inBatches, setColumnById } from '../../../shared/database/batches';
import { orderSearchText } from '../domain/order-search';

const BATCH = 500;

interface SearchedRow {
  id: string;
  order_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
}

/**
 * Writes the search text of orders that have none: orders from before the column existed, or
 * loaded in bulk behind the application's back. Every order the application writes has one.
 */
@Injectable()
export class OrderSearchBackfill {
  private readonly logger = new Logger('Ordering');

  constructor(private readonly dataSource: DataSource) {}

  async run(): Promise<number> {
    const written = await inBatches(
      BATCH,
      (size) =>
        this.dataSource.query(
          `SELECT id, order_number, customer_name, customer_email, customer_phone FROM orders WHERE search_text = '' LIMIT ${size}`,
        ),
      (rows: SearchedRow[]) =>
        setColumnById(
          this.dataSource,
          'orders',
          'search_text',
          'id',
          rows.map(
            (row) =>
              [
                row.id,
                orderSearchText({
                  orderNumber: row.order_number,
                  customerName: row.customer_name,
                  customerEmail: row.customer_email,
                  customerPhone: row.customer_phone,
                }),
              ] as const,
          ),
        ),
    );
    if (written > 0) this.logger.log(`Wrote the search text of ${written} orders`);
    return written;
  }
}
