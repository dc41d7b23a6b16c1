import type { Page } from '../../../shared/pagination/list-query';
import type { FieldChanges } from '../domain/audit-record';

export const AUDIT_SORT_FIELDS = ['created_at', 'id'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** An entry of the audit log as staff read it. */
export interface AuditRecordView {
  id: number;
  createdAt: Date;
  staffId: number | null;
  staffEmail: string | null;
  staffRole: string | null;
  address: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  /** The item it belongs to, `product:12`. */
  parent: string | null;
  byShop: boolean;
  changes: FieldChanges;
}

export interface AuditListCriteria {
  offset: number;
  limit: number;
  sort: { field: AuditSortField; order: 'ASC' | 'DESC' };
  staffId?: number;
  entityType?: string;
  entityId?: string;
  /** An item's history: its own records and those of its children (`parent`). */
  item?: { type: string; id: string };
  action?: string;
  from?: Date;
  to?: Date;
}

/** The audit log's reads and its retention; there is no write here besides the removal of old records. */
export abstract class AuditLogStore {
  abstract list(criteria: AuditListCriteria): Promise<Page<AuditRecordView>>;
  abstract one(id: number): Promise<AuditRecordView | null>;
  /** Removes records made before `cutoff`, in batches; answers how many went. */
  abstract removeOlderThan(cutoff: Date): Promise<number>;
}

/** How long records are kept (AUDIT_RETENTION_MONTHS). */
export abstract class AuditConfig {
  abstract readonly retentionMonths: number;
}
