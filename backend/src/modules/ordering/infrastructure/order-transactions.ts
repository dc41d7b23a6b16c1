import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { runTransaction } from '../../../shared/database/transaction-queue';

const DEADLOCK_ATTEMPTS = 3;

function isDeadlock(error: unknown): boolean {
  const driverError = (error as QueryFailedError & { driverError?: { errno?: number } })?.driverError;
  // ER_LOCK_DEADLOCK, ER_LOCK_WAIT_TIMEOUT: InnoDB rolled the transaction back; running it again is safe.
  return error instanceof QueryFailedError && (driverError?.errno === 1213 || driverError?.errno === 1205);
}

/**
 * Runs ordering's transactions. The embedded SQLite database is one connection in one process, so
 * there they run one after another, on the queue every context shares (shared/database/transaction-queue.ts).
 * On MySQL every transaction gets its own pooled connection and correctness comes from guarded
 * updates, never from a process lock; a transaction InnoDB aborts as a deadlock victim is retried.
 */
@Injectable()
export class OrderTransactions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type === 'better-sqlite3') return runTransaction(this.dataSource, work);
    return this.withDeadlockRetry(work);
  }

  private async withDeadlockRetry<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
      }
    }
  }
}
