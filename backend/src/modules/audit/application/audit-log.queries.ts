import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import type { Page } from '../../../shared/pagination/list-query';
import { AuditListCriteria, AuditLogStore, AuditRecordView } from './audit-log-store.port';

/** The back office's read-only audit screen and each item's history. */
@Injectable()
export class AuditLogQueries {
  constructor(private readonly store: AuditLogStore) {}

  list(criteria: AuditListCriteria): Promise<Page<AuditRecordView>> {
    return this.store.list(criteria);
  }

  async one(id: number): Promise<AuditRecordView> {
    const record = await this.store.one(id);
    if (!record) throw DomainError.notFound('AUDIT_RECORD_NOT_FOUND', 'No such audit record');
    return record;
  }
}
