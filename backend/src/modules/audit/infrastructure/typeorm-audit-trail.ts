import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditEntry, AuditTrail } from '../../../shared/audit/audit-trail';
import { currentStaffActor } from '../../../shared/audit/staff-actor';
import { changedFields, withoutSecrets } from '../domain/audit-record';
import { AuditRecordEntity } from './audit-record.entity';

/** The row of an entry: the request's staff member unless the entry names someone, secrets dropped. */
export function auditRow(entry: AuditEntry): Omit<AuditRecordEntity, 'id'> {
  const staff = currentStaffActor();
  const actor = { ...staff, ...entry.actor };
  const changes = withoutSecrets({ ...entry.changes, ...(entry.states && changedFields(entry.states.before, entry.states.after)) });
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
    parent: entry.parent ? `${entry.parent.type}:${entry.parent.id}`.slice(0, 120) : null,
    byShop: Boolean(entry.byShop && !staff && !entry.actor),
    changes: Object.keys(changes).length > 0 ? JSON.stringify(changes) : null,
  };
}

/** Writes audit records in the caller's transaction (or alone, for what has none: a failed login). */
@Injectable()
export class TypeormAuditTrail extends AuditTrail {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  /**
   * Outside a staff request, only entries that name who acted (logins) or are the shop's own work (the
   * refund sweep) are recorded: shoppers' work is not audited. An update whose states show no change is
   * not recorded either.
   */
  async record(manager: EntityManager | null, entry: AuditEntry): Promise<void> {
    if (!entry.actor && !entry.byShop && !currentStaffActor()) return;
    const row = auditRow(entry);
    if (entry.states?.before && entry.states.after && row.changes === null) return;
    await (manager ?? this.dataSource.manager).insert(AuditRecordEntity, row);
  }
}
