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
