import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditEntry, AuditTrail } from '../../../shared/audit/audit-trail';
import { currentStaffActor } from '../../../shared/audit/staff-actor';
import { withoutSecrets } from '../domain/audit-record';
import { AuditRecordEntity } from './audit-record.entity';

/** The row of an entry: the request's staff member unless the entry names someone, secrets dropped. */
export function auditRow(entry: AuditEntry): Omit<AuditRecordEntity, 'id'> {
  const actor = { ...currentStaffActor(), ...entry.actor };
  const changes = withoutSecrets(entry.changes);
  return {
    createdAt: new Date(),
    staffId: actor.staffId ?? null,
    staffEmail: actor.email ?? null,
    staffRole: actor.role ?? null,
    // An IPv4 client of a dual-stack server is written as itself (`::ffff:203.0.113.7` → `203.0.113.7`).
    address: actor.address ? actor.address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, 64) : null,
    action: entry.action.slice(0, 32),
    entityType: entry.entityType.slice(0, 48),
    entityId: entry.entityId === null || entry.entityId === undefined ? null : String(entry.entityId).slice(0, 64),
    changes: Object.keys(changes).length > 0 ? JSON.stringify(changes) : null,
  };
}

/** Writes audit records in the caller's transaction (or alone, for what has none: a failed login). */
@Injectable()
export class TypeormAuditTrail extends AuditTrail {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  /** Outside a staff request, only entries that name who acted (logins) are recorded: shoppers' work is not audited. */
  async record(manager: EntityManager | null, entry: AuditEntry): Promise<void> {
    if (!entry.actor && !currentStaffActor()) return;
    await (manager ?? this.dataSource.manager).insert(AuditRecordEntity, auditRow(entry));
  }
}
