import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
    let written = 0;
    for (;;) {
      const rows: SearchedRow[] = await this.dataSource.query(
        `SELECT id, order_number, customer_name, customer_email, customer_phone FROM orders WHERE search_text = '' LIMIT ${BATCH}`,
      );
      if (rows.length === 0) break;
      await this.dataSource.transaction(async (m) => {
        for (const row of rows) {
          const text = orderSearchText({
            orderNumber: row.order_number,
            customerName: row.customer_name,
            customerEmail: row.customer_email,
            customerPhone: row.customer_phone,
          });
          await m.query('UPDATE orders SET search_text = ? WHERE id = ?', [text, row.id]);
        }
      });
      written += rows.length;
      if (rows.length < BATCH) break;
    }
    if (written > 0) this.logger.log(`Wrote the search text of ${written} orders`);
    return written;
  }
}
