import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { inBatches, setColumnById } from '../../../shared/database/batches';
import { sqlDate } from '../../../shared/database/raw-values';
import { phoneDigits } from '../domain/order-search';
import { writeSearchWords } from './order-search-words';

const BATCH = 500;

interface SearchedRow {
  id: string;
  order_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  status: string;
  payment_status: string;
  created_at: unknown;
}

/**
 * Writes the search words and phone digits of orders that have no words: orders loaded in bulk
 * behind the application's back, or from before the words were grouped by head on the embedded
 * database (MySQL's migration wrote them for its existing orders). Every order the application writes has them, and
 * every order has at least one word (its number), so "no word" finds exactly the ones missing.
 */
@Injectable()
export class OrderSearchBackfill {
  private readonly logger = new Logger('Ordering');

  constructor(private readonly dataSource: DataSource) {}

  async run(): Promise<number> {
    // The embedded database follows the entities; the table of one row per word, which the words'
    // rows grouped by head replaced, is left behind by that and dropped here (MySQL's migration drops it).
    if (this.dataSource.options.type === 'better-sqlite3' || this.dataSource.options.type === 'sqlite') {
      await this.dataSource.query('DROP TABLE IF EXISTS order_search_words');
    }
    const written = await writeMissingSearchWords(this.dataSource.manager, (work) => this.dataSource.transaction(work));
    if (written > 0) this.logger.log(`Wrote the search words of ${written} orders`);
    return written;
  }
}

/**
 * The catch-up itself: `manager` reads, `transaction` writes each batch (the MySQL migration runs it
 * on its own connection and transaction).
 */
export function writeMissingSearchWords(
  manager: EntityManager,
  transaction: (work: (manager: EntityManager) => Promise<void>) => Promise<void>,
): Promise<number> {
  return inBatches(
    BATCH,
    (size) =>
      manager.query(
        `SELECT o.id, o.order_number, o.customer_name, o.customer_email, o.customer_phone, o.status, o.payment_status, o.created_at
             FROM orders o
            WHERE NOT EXISTS (SELECT 1 FROM order_search_heads w WHERE w.order_id = o.id)
            LIMIT ${size}`,
      ),
    (rows: SearchedRow[]) =>
      transaction(async (manager) => {
        await setColumnById(
          manager,
          'orders',
          'customer_phone_digits',
          'id',
          rows.map((row) => [row.id, phoneDigits(row.customer_phone)] as const),
        );
        await writeSearchWords(
          manager,
          rows.map((row) => ({
            id: row.id,
            orderNumber: row.order_number,
            customerName: row.customer_name,
            customerEmail: row.customer_email,
            customerPhone: row.customer_phone,
            status: row.status,
            paymentStatus: row.payment_status,
            createdAt: sqlDate(row.created_at),
          })),
        );
      }),
  );
}
