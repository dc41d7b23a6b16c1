import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityMetadata, EntitySubscriberInterface, InsertEvent, ObjectLiteral, RemoveEvent, UpdateEvent } from 'typeorm';
import { currentStaffActor } from '../../../shared/audit/staff-actor';
import { changedFields, entityTypeOf } from '../domain/audit-record';
import { AuditRecordEntity } from './audit-record.entity';
import { auditRow } from './typeorm-audit-trail';

/**
 * Tables that are the shop's own bookkeeping, not staff's work: read models, counters, outboxes, locks,
 * the log itself; recovery codes are secrets. Translations are rewritten whole with their item (the
 * item's own record stands for the change). Any other entity, today's or one added later, is audited.
 */
const NOT_AUDITED = new Set([
  'audit_records',
  'catalog_counts',
  'product_documents',
  'order_search_heads',
  'idempotency_keys',
  'change_generation',
  'tax_documents',
  'sandbox_tax_documents',
  'payment_transactions',
  'order_refund_locks',
  'staff_recovery_codes',
  'discount_code_uses',
  'shop_alert_emails',
  'webhook_deliveries',
  'low_stock_sold_out',
  'review_invitations',
  'back_in_stock_requests',
]);

function audited(metadata: EntityMetadata): boolean {
  return !NOT_AUDITED.has(metadata.tableName) && !metadata.tableName.endsWith('_translations') && metadata.target !== AuditRecordEntity;
}

/** The entity's column values by property name. */
function columnValues(metadata: EntityMetadata, entity: ObjectLiteral): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of metadata.columns) {
    if (column.relationMetadata && !column.isPrimary) continue;
    const value = column.getEntityValue(entity);
    if (value !== undefined) values[column.propertyName] = value;
  }
  return values;
}

function idOf(metadata: EntityMetadata, entity: ObjectLiteral | undefined, given?: unknown): string | null {
  const id = given ?? (entity ? metadata.getEntityIdMixedMap(entity) : undefined);
  if (id === undefined || id === null) return null;
  if (typeof id === 'object') {
    const values = Object.values(id as Record<string, unknown>);
    return values.length === 1 ? String(values[0]) : JSON.stringify(id);
  }
  return String(id);
}

/**
 * Entities whose records belong to another item's history too: a variant's to its product's. The audit
 * log's `item` filter finds them by this parent.
 */
const PARENTS: Record<string, { type: string; property: string }> = {
  product_variants: { type: 'product', property: 'productId' },
};

function parentOf(metadata: EntityMetadata, ...states: Array<ObjectLiteral | undefined>): { type: string; id: string } | undefined {
  const parent = PARENTS[metadata.tableName];
  if (!parent) return undefined;
  const id = states.map((state) => state?.[parent.property] as unknown).find((value) => value !== undefined && value !== null);
  return id === undefined ? undefined : { type: parent.type, id: String(id) };
}

function typeOf(metadata: EntityMetadata): string {
  return entityTypeOf(typeof metadata.target === 'function' ? metadata.target.name : metadata.name);
}

/**
 * Records every entity insert, save and removal made inside a verified staff request, with the changed
 * fields before and after, through the event's own manager: the record is part of the change's
 * transaction, so a change that rolls back leaves no record, and a record that cannot be written fails
 * the change. Outside a staff request (shoppers, the payment notify, start-up jobs) it returns at once.
 * Writes that are not entity saves (guarded query-builder updates, deletes by condition) are recorded by
 * their stores through AuditTrail.
 */
@Injectable()
export class AuditSubscriber implements EntitySubscriberInterface, OnModuleInit {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    if (!currentStaffActor() || !audited(event.metadata) || !event.entity) return;
    const changes = changedFields(null, columnValues(event.metadata, event.entity));
    await event.manager.insert(
      AuditRecordEntity,
      auditRow({
        action: 'create',
        entityType: typeOf(event.metadata),
        entityId: idOf(event.metadata, event.entity, event.entityId),
        changes,
        parent: parentOf(event.metadata, event.entity),
      }),
    );
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    // A query-builder update names no row and carries no earlier values: its store records it.
    if (!currentStaffActor() || !audited(event.metadata) || !event.entity || !event.databaseEntity) return;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const column of event.updatedColumns) {
      before[column.propertyName] = column.getEntityValue(event.databaseEntity);
      after[column.propertyName] = column.getEntityValue(event.entity);
    }
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0) return;
    await event.manager.insert(
      AuditRecordEntity,
      auditRow({
        action: 'update',
        entityType: typeOf(event.metadata),
        entityId: idOf(event.metadata, event.databaseEntity),
        changes,
        parent: parentOf(event.metadata, event.entity, event.databaseEntity),
      }),
    );
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    const removed = event.databaseEntity ?? event.entity;
    if (!currentStaffActor() || !audited(event.metadata) || !removed) return;
    const changes = changedFields(columnValues(event.metadata, removed), null);
    await event.manager.insert(
      AuditRecordEntity,
      auditRow({
        action: 'delete',
        entityType: typeOf(event.metadata),
        entityId: idOf(event.metadata, removed, event.entityId),
        changes,
        parent: parentOf(event.metadata, removed),
      }),
    );
  }
}
