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
import { TaxDocumentIssuing } from '../application/tax-document-issuing.port';

/**
 * Wakes this process's issuing loop when a transaction that requested a document commits, so a
 * document is issued within moments of the payment instead of at the next poll. Only a hint: the
 * poll finds every due document anyway (those requested by other processes included).
 */
@Injectable()
export class OutboxCommitWatch implements EntitySubscriberInterface, OnModuleInit {
  private readonly waiting = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly issuing: TaxDocumentIssuing,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  wakeAfterCommit(manager: EntityManager): void {
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) this.waiting.add(runner);
    else this.issuing.wake();
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (this.waiting.delete(event.queryRunner)) this.issuing.wake();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.waiting.delete(event.queryRunner);
  }
}
