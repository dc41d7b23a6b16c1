import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

/**
 * Runs a wake-up (an outbox worker's, or any follow-up) once the transaction that queued the work
 * commits, so a row is handled within moments instead of at the next poll, and never before its
 * transaction made it visible; a rollback drops it. Outside a transaction it runs at once. Only a
 * hint: the polls find every due row anyway, those queued by other processes included.
 */
@Injectable()
export class OutboxCommitWatch implements EntitySubscriberInterface, OnModuleInit {
  private readonly waiting = new WeakMap<QueryRunner, Set<() => void>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  /** Runs `wake` after the commit of `manager`'s transaction (at once when it has none). */
  afterCommit(manager: EntityManager, wake: () => void): void {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) {
      wake();
      return;
    }
    const wakes = this.waiting.get(runner) ?? new Set();
    wakes.add(wake);
    this.waiting.set(runner, wakes);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const wakes = this.waiting.get(event.queryRunner);
    this.waiting.delete(event.queryRunner);
    wakes?.forEach((wake) => wake());
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.waiting.delete(event.queryRunner);
  }
}
