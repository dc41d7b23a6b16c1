import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { DiscountKind, normalizeDiscountCode, toAgorot, toShekels } from 'shop-rules';
import type { Page } from '../../../shared/pagination/list-query';
import { isUniqueViolation, LIKE_ESCAPE } from '../../../shared/database/sql';
import {
  DiscountCodeListCriteria,
  DiscountCodeStore,
  DiscountCodeSortField,
  DiscountCodeTaken,
} from '../application/discount-code-store.port';
import type { DiscountCode } from '../domain/discount-code';
import type { DiscountCodeDraft } from '../domain/discount-code-draft';
import { DiscountCodeUseEntity } from './discount-code-use.entity';
import { DiscountCodeEntity } from './discount-code.entity';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { saveChangesById } from '../../../shared/database/entity-writes';

const SORT_COLUMNS: Record<DiscountCodeSortField, string> = {
  id: 'c.id',
  code: 'c.code',
  uses: 'c.uses_count',
  valid_to: 'c.valid_to',
  active: 'c.active',
  created_at: 'c.created_at',
};

export function toDiscountCode(row: DiscountCodeEntity): DiscountCode {
  const kind = row.kind as DiscountKind;
  return {
    id: row.id,
    code: row.code,
    kind,
    value: kind === 'percent' ? Math.round(Number(row.value)) : toAgorot(Number(row.value)),
    minimumTotal: row.minimumTotal === null ? null : toAgorot(Number(row.minimumTotal)),
    validFrom: row.validFrom,
    validTo: row.validTo,
    maxUses: row.maxUses,
    maxUsesPerEmail: row.maxUsesPerEmail,
    active: Boolean(row.active),
    usesCount: Number(row.usesCount),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toRow(draft: DiscountCodeDraft): Partial<DiscountCodeEntity> {
  return {
    code: draft.code,
    kind: draft.kind,
    value: draft.kind === 'percent' ? draft.value : toShekels(draft.value),
    minimumTotal: draft.minimumTotal === null ? null : toShekels(draft.minimumTotal),
    validFrom: draft.validFrom,
    validTo: draft.validTo,
    maxUses: draft.maxUses,
    maxUsesPerEmail: draft.maxUsesPerEmail,
    active: draft.active,
  };
}

const UNIQUE_MARKERS = ['uq_discount_codes_code', 'discount_codes.code'];

@Injectable()
export class TypeormDiscountCodeStore extends DiscountCodeStore {
  constructor(
    @InjectRepository(DiscountCodeEntity) private readonly codes: Repository<DiscountCodeEntity>,
    @InjectRepository(DiscountCodeUseEntity) private readonly uses: Repository<DiscountCodeUseEntity>,
    private readonly audit: AuditTrail,
  ) {
    super();
  }

  async findById(id: number): Promise<DiscountCode | null> {
    const row = await this.codes.findOneBy({ id });
    return row && toDiscountCode(row);
  }

  async findByCode(code: string): Promise<DiscountCode | null> {
    const row = await this.codes.findOneBy({ code });
    return row && toDiscountCode(row);
  }

  countUsesByEmail(codeId: number, email: string): Promise<number> {
    return this.uses.countBy({ codeId, customerEmail: email });
  }

  async list(criteria: DiscountCodeListCriteria): Promise<Page<DiscountCode>> {
    const query = this.codes.createQueryBuilder('c');
    if (criteria.text) {
      const pattern = `%${normalizeDiscountCode(criteria.text).replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
      query.andWhere(`c.code LIKE :pattern ${LIKE_ESCAPE}`, { pattern });
    }
    if (criteria.active !== undefined) query.andWhere('c.active = :active', { active: criteria.active });
    if (criteria.ids) query.andWhere({ id: In(criteria.ids.length > 0 ? criteria.ids : [0]) });
    const [rows, total] = await query
      .orderBy(SORT_COLUMNS[criteria.sort.field], criteria.sort.order)
      .addOrderBy('c.id', criteria.sort.order)
      .offset(criteria.offset)
      .limit(criteria.limit)
      .getManyAndCount();
    return { items: rows.map(toDiscountCode), total, offset: criteria.offset };
  }

  async create(draft: DiscountCodeDraft, at: Date): Promise<DiscountCode> {
    try {
      const row = await this.codes.save(this.codes.create({ ...toRow(draft), usesCount: 0, createdAt: at, updatedAt: at }));
      return (await this.findById(row.id))!;
    } catch (error) {
      throw isUniqueViolation(error, UNIQUE_MARKERS) ? new DiscountCodeTaken() : error;
    }
  }

  async update(id: number, draft: DiscountCodeDraft, at: Date): Promise<DiscountCode | null> {
    try {
      // uses_count is not touched: only order transactions change it.
      // An entity save of the given columns, so the audit log records each one before and after.
      const changed = await this.codes.manager.transaction((m) =>
        saveChangesById(m, DiscountCodeEntity, id, { ...toRow(draft), updatedAt: at }),
      );
      if (!changed) return null;
    } catch (error) {
      throw isUniqueViolation(error, UNIQUE_MARKERS) ? new DiscountCodeTaken() : error;
    }
    return this.findById(id);
  }

  async deleteUnused(id: number): Promise<'deleted' | 'used' | 'gone'> {
    // Guarded: a use taken meanwhile by an order keeps the code.
    const deleted = await this.codes.manager.transaction(async (m) => {
      const row = await m.findOneBy(DiscountCodeEntity, { id });
      const result = await m.createQueryBuilder().delete().from(DiscountCodeEntity).where('id = :id AND uses_count = 0', { id }).execute();
      if (result.affected !== 1) return false;
      await this.audit.record(m, {
        action: 'delete',
        entityType: 'discount-code',
        entityId: id,
        changes: { code: { before: row?.code ?? null, after: null } },
      });
      return true;
    });
    if (deleted) return 'deleted';
    return (await this.codes.existsBy({ id })) ? 'used' : 'gone';
  }
}
