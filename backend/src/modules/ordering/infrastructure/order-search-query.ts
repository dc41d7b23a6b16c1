import type { DataSource } from 'typeorm';
import type { OrderFilters } from '../application/order-read-model.port';

/** Above every character: `word < prefix + HIGHEST` bounds the words beginning with `prefix`, byte for byte. */
const HIGHEST = '\u{10FFFF}';

/**
 * The ids (and dates) of the orders whose search words (order_search_words) begin with every typed word, in the
 * filtered status, payment status and date range, each id once. The longest word (the likeliest to
 * be rare) is read from the index of the filter, from its beginning: status or payment status, then
 * word, then date, so only that word's entries in the range are read; every other word must begin
 * one of the same order's words (its primary key: order, word). No word: no order.
 */
export function matchingWords(
  dataSource: DataSource,
  filters: OrderFilters,
  words: readonly string[],
): { sql: string; parameters: Record<string, unknown> } {
  if (words.length === 0) return { sql: 'SELECT order_id, created_at FROM order_search_words WHERE 1 = 0', parameters: {} };
  const [first, ...others] = [...words].sort((a, b) => b.length - a.length);
  const mysql = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
  const parameters: Record<string, unknown> = {};
  // MySQL's LIKE 'abc%' is a range of the index under the column's collation, which takes some
  // letters for others (Hebrew final forms for the plain ones: כהן would find כהנא); LIKE BINARY then
  // keeps the words that begin with these very characters, as on SQLite. SQLite's LIKE ignores ASCII
  // case and so no index, but the words are in lower case and compare byte for byte.
  const beginsWith = (column: string, name: string, word: string): string => {
    if (mysql) {
      parameters[name] = `${word}%`;
      return `${column} LIKE :${name} AND ${column} LIKE BINARY :${name}`;
    }
    parameters[name] = word;
    parameters[`${name}_end`] = `${word}${HIGHEST}`;
    return `${column} >= :${name} AND ${column} < :${name}_end`;
  };
  const conditions = [beginsWith('w.word', 'word0', first)];
  if (filters.status) {
    conditions.push('w.status = :status');
    parameters.status = filters.status;
  }
  if (filters.paymentStatus) {
    conditions.push('w.payment_status = :paymentStatus');
    parameters.paymentStatus = filters.paymentStatus;
  }
  if (filters.createdFrom) {
    conditions.push('w.created_at >= :createdFrom');
    parameters.createdFrom = filters.createdFrom;
  }
  if (filters.createdBefore) {
    conditions.push('w.created_at < :createdBefore');
    parameters.createdBefore = filters.createdBefore;
  }
  others.forEach((word, index) => {
    const alias = `w${index + 1}`;
    conditions.push(
      `EXISTS (SELECT 1 FROM order_search_words ${alias} WHERE ${alias}.order_id = w.order_id AND ${beginsWith(`${alias}.word`, `word${index + 1}`, word)})`,
    );
  });
  // Every word of an order carries the same date, so the pair is one per order.
  return {
    sql: `SELECT DISTINCT w.order_id AS order_id, w.created_at AS created_at FROM order_search_words w WHERE ${conditions.join(' AND ')}`,
    parameters,
  };
}
