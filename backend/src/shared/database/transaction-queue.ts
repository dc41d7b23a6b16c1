import type { DataSource, EntityManager } from 'typeorm';

const queues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * Runs `work` in a transaction. The embedded SQLite database is one connection in one process: a
 * transaction opened while another is open would run inside it (and roll back with it), so there they
 * run one after another, on one queue per database shared by every context that writes through here
 * (ordering's order transactions, the tax-document outbox). MySQL gives every transaction its own
 * pooled connection: they run at once and correctness comes from guarded updates.
 */
export function runTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource.transaction(work);
  const next = (queues.get(dataSource) ?? Promise.resolve()).then(() => dataSource.transaction(work));
  queues.set(
    dataSource,
    next.catch(() => undefined),
  );
  return next;
}
