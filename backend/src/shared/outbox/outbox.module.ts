import { Module } from '@nestjs/common';
import { OutboxCommitWatch } from './outbox-commit-watch';

/** The outbox kit's one shared piece of state: one commit watch per process, for every outbox. */
@Module({ providers: [OutboxCommitWatch], exports: [OutboxCommitWatch] })
export class OutboxModule {}
