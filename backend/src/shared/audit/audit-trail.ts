import type { EntityManager } from 'typeorm';
import type { StaffActor } from './staff-actor';

/** A field's value before and after a change (null for a field a creation or deletion has not). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** One entry of the audit log, as the contexts that write give it. */
export interface AuditEntry {
  /** `create`, `update`, `delete`, or a named action (`status`, `refund`, `login`, `login-failed`...). */
  action: string;
  /** What was changed or read, in kebab case (`product`, `order`, `staff-user`...). */
  entityType: string;
  entityId: string | number | null;
  /** Changed fields; secret ones are dropped whatever the caller passes. */
  changes?: Record<string, FieldChange>;
  /**
   * The item's fields before and after (null before a creation, null after a deletion), when the caller
   * has states rather than changes: the changed fields are found by the audit log's own comparison, and
   * an update that changed nothing is not recorded.
   */
  states?: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
  /** The item it belongs to (a variant's product, a refund's order), so the item's history lists it. */
  parent?: { type: string; id: string | number };
  /**
   * The shop's own work where no staff member may be behind it (the sweep settling a stalled refund):
   * recorded as the shop when no staff request is being served, as its staff member when one is.
   */
  byShop?: boolean;
  /** Who, when it is not the request's staff member (a login names the account trying). */
  actor?: Partial<StaffActor>;
}

/**
 * The audit log as every context sees it (implemented by the audit context). Entity writes made inside a
 * staff request are recorded by themselves; `record` is for what is not an entity save: guarded updates,
 * logins, two-factor changes, exports, refunds. With a manager, the record is written in its transaction
 * (no change without its record, no record without its change); without one, on its own.
 */
export abstract class AuditTrail {
  abstract record(manager: EntityManager | null, entry: AuditEntry): Promise<void>;
}
