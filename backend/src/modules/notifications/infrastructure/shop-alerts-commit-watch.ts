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
 * Runs a wake-up (an outbox loop's) when the transaction that queued its work commits, so an alert
 * goes out within moments instead of at the next poll. Only a hint: the polls find every due row.
 */
@Injectable()
export class ShopAlertsCommitWatch implements EntitySubscriberInterface, OnModuleInit {
  private readonly waiting = new WeakMap<QueryRunner, Set<() => void>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

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
