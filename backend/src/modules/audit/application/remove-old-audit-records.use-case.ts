import { Injectable } from '@nestjs/common';
import { retentionCutoff } from '../domain/audit-record';
import { AuditLogStore, AuditConfig } from './audit-log-store.port';

/** The retention: records older than AUDIT_RETENTION_MONTHS months go (on start and daily, on every instance). */
@Injectable()
export class RemoveOldAuditRecordsUseCase {
  constructor(
    private readonly store: AuditLogStore,
    private readonly settings: AuditConfig,
  ) {}

  execute(now: Date = new Date()): Promise<number> {
    return this.store.removeOlderThan(retentionCutoff(now, this.settings.retentionMonths));
  }
}
