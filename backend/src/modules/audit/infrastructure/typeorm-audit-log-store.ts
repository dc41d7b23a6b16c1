import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, Repository } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import { AuditListCriteria, AuditLogStore, AuditRecordView } from '../application/audit-log-store.port';
import type { FieldChanges } from '../domain/audit-record';
import { AuditRecordEntity } from './audit-record.entity';

const SORT_COLUMNS = { created_at: 'r.createdAt', id: 'r.id' } as const;
const REMOVAL_BATCH = 1000;

function toView(row: AuditRecordEntity): AuditRecordView {
  let changes: FieldChanges = {};
  try {
    changes = row.changes ? (JSON.parse(row.changes) as FieldChanges) : {};
  } catch {
    changes = {};
  }
  return {
    id: row.id,
    createdAt: row.createdAt,
    staffId: row.staffId,
    staffEmail: row.staffEmail,
    staffRole: row.staffRole,
    address: row.address,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    parent: row.parent,
    byShop: Boolean(row.byShop),
    changes,
  };
}

@Injectable()
export class TypeormAuditLogStore extends AuditLogStore {
  constructor(@InjectRepository(AuditRecordEntity) private readonly rows: Repository<AuditRecordEntity>) {
    super();
  }

  /** Filtered, sorted and paged in the database; every filter has its index (see the entity). */
  async list(criteria: AuditListCriteria): Promise<Page<AuditRecordView>> {
    const qb = this.rows.createQueryBuilder('r');
    if (criteria.staffId !== undefined) qb.andWhere('r.staffId = :staffId', { staffId: criteria.staffId });
    if (criteria.entityType !== undefined) qb.andWhere('r.entityType = :entityType', { entityType: criteria.entityType });
    if (criteria.entityId !== undefined) qb.andWhere('r.entityId = :entityId', { entityId: criteria.entityId });
    if (criteria.item !== undefined) {
      const { type, id } = criteria.item;
      // Each side has its index (item and time, parent and time).
      qb.andWhere(
        new Brackets((w) =>
          w.where('(r.entityType = :itemType AND r.entityId = :itemId)', { itemType: type, itemId: id }).orWhere('r.parent = :parent', {
            parent: `${type}:${id}`,
          }),
        ),
      );
    }
    if (criteria.action !== undefined) qb.andWhere('r.action = :action', { action: criteria.action });
    if (criteria.from !== undefined) qb.andWhere('r.createdAt >= :from', { from: criteria.from });
    if (criteria.to !== undefined) qb.andWhere('r.createdAt < :to', { to: criteria.to });
    const [rows, total] = await qb
      .orderBy(SORT_COLUMNS[criteria.sort.field], criteria.sort.order)
      .addOrderBy('r.id', criteria.sort.order)
      .offset(criteria.offset)
      .limit(criteria.limit)
      .getManyAndCount();
    return { items: rows.map(toView), total, offset: criteria.offset };
  }

  async one(id: number): Promise<AuditRecordView | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toView(row) : null;
  }

  /**
   * In batches of a thousand, each a short statement of its own, so a first run over years of records
   * never holds a long lock; two instances running it at once only find fewer rows each.
   */
  async removeOlderThan(cutoff: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.rows
        .createQueryBuilder('r')
        .select('r.id', 'id')
        .where('r.createdAt < :cutoff', { cutoff })
        .orderBy('r.id', 'ASC')
        .limit(REMOVAL_BATCH)
        .getRawMany<{ id: number }>();
      if (batch.length === 0) return removed;
      const result = await this.rows.delete({ id: In(batch.map((row) => Number(row.id))) });
      removed += result.affected ?? 0;
      if (batch.length < REMOVAL_BATCH) return removed;
    }
  }
}
