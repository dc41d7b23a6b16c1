import type { DataSource } from 'typeorm';
import type { OrderFilters } from '../application/order-read-model.port';
import { hasWholeHead, headOf } from '../domain/order-search';

/** Above every character: `head < prefix + HIGHEST` bounds the heads beginning with `prefix`, byte for byte. */
const HIGHEST = '\u{10FFFF}';

/**
 * The ids (and dates) of the orders with a search word (order_search_heads) beginning with every
 * typed word, in the filtered status, payment status and date range, each id once. The longest
 * word is read from the index of the filter, from its beginning: status or payment status, then
 * head, then date, so only that head's entries in the range are read, their words riding in the
 * index; every other word must begin a word under its head of the same order (its primary key:
 * order, head). A typed word shorter than a head (one or two characters) reads the range of heads
 * it begins, and an order may then match under several heads: only then is DISTINCT needed.
 * No word: no order.
 */
export function matchingWords(
  dataSource: DataSource,
  filters: OrderFilters,
  words: readonly string[],
): { sql: string; parameters: Record<string, unknown> } {
  if (words.length === 0) return { sql: 'SELECT order_id, created_at FROM order_search_heads WHERE 1 = 0', parameters: {} };
  const [first, ...others] = [...words].sort((a, b) => b.length - a.length);
  const mysql = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
  const parameters: Record<string, unknown> = {};
  // The words are in lower case, each after a space; `% word%` is a word's beginning. MySQL's LIKE
  // under the column's Unicode collation would take some letters for others (Hebrew final forms for
  // the plain ones: כהן would find כהנא), so it compares bytes (LIKE BINARY), as SQLite's LIKE does
  // for all but ASCII letters' case, which lower case leaves alone.
  const matches = (alias: string, name: string, word: string): string => {
    parameters[`${name}_words`] = `% ${word}%`;
    const inWords = `${alias}.words LIKE ${mysql ? 'BINARY ' : ''}:${name}_words`;
    if (hasWholeHead(word)) {
      parameters[`${name}_head`] = headOf(word);
      return `${alias}.head = :${name}_head AND ${inWords}`;
    }
    parameters[`${name}_head`] = word;
    parameters[`${name}_head_end`] = `${word}${HIGHEST}`;
    return `${alias}.head >= :${name}_head AND ${alias}.head < :${name}_head_end AND ${inWords}`;
  };
  const conditions = [matches('w', 'word0', first)];
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
      `EXISTS (SELECT 1 FROM order_search_heads ${alias} WHERE ${alias}.order_id = w.order_id AND ${matches(alias, `word${index + 1}`, word)})`,
    );
  });
  // Every head of an order carries the same date, so the pair is one per order.
  const distinct = hasWholeHead(first) ? '' : 'DISTINCT ';
  return {
    sql: `SELECT ${distinct}w.order_id AS order_id, w.created_at AS created_at FROM order_search_heads w WHERE ${conditions.join(' AND ')}`,
    parameters,
  };
}
