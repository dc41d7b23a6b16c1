import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import { SeoRecordListRequest, SeoRecordStore, SeoSortField } from '../application/seo-record-store.port';
import { seoRecordDuplicate, seoRecordNotFound } from '../domain/content.errors';
import { activePageKey, SeoLanguage, SeoPageType, SeoRecord, SeoRecordFields, SeoRobots } from '../domain/seo-record';
import { SeoRecordEntity } from './seo-record.entity';
import { containsPattern, isUniqueViolation } from '../../../shared/database/sql';
import { removeById, saveChangesById } from '../../../shared/database/entity-writes';

const SORT_COLUMNS: Record<SeoSortField, string> = {
  id: 's.id',
  page_type: 's.pageType',
  page_slug: 's.pageSlug',
  language: 's.language',
  title: 's.title',
  is_active: 's.isActive',
  created_at: 's.createdAt',
  updated_at: 's.updatedAt',
};

const ACTIVE_KEY_INDEX = ['uq_seo_records_active_key', 'seo_records.active_key'];

function toSeoRecord(row: SeoRecordEntity): SeoRecord {
  return {
    id: row.id,
    pageType: row.pageType as SeoPageType,
    pageSlug: row.pageSlug,
    pageId: row.pageId,
    language: row.language as SeoLanguage,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImage: row.ogImage,
    canonical: row.canonical,
    robots: row.robots as SeoRobots | null,
    isActive: Boolean(row.isActive),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

@Injectable()
export class TypeormSeoRecordStore extends SeoRecordStore {
  constructor(@InjectRepository(SeoRecordEntity) private readonly rows: Repository<SeoRecordEntity>) {
    super();
  }

  async findById(id: number): Promise<SeoRecord | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toSeoRecord(row) : null;
  }

  async findActive(pageKey: string): Promise<SeoRecord | null> {
    const row = await this.rows.findOneBy({ activeKey: pageKey });
    return row ? toSeoRecord(row) : null;
  }

  async list(request: SeoRecordListRequest): Promise<Page<SeoRecord>> {
    const query = this.rows.createQueryBuilder('s');
    if (request.pageType) query.andWhere('s.pageType = :pageType', { pageType: request.pageType });
    if (request.language) query.andWhere('s.language = :language', { language: request.language });
    if (request.isActive !== undefined) query.andWhere('s.isActive = :isActive', { isActive: request.isActive });
    if (request.pageSlug) query.andWhere('s.pageSlug = :pageSlug', { pageSlug: request.pageSlug });
    if (request.q) query.andWhere("LOWER(s.title) LIKE :q ESCAPE '!'", { q: containsPattern(request.q) });
    if (request.ids) query.andWhere('s.id IN (:...ids)', { ids: request.ids.length > 0 ? request.ids : [0] });
    query.orderBy(SORT_COLUMNS[request.sortField], request.sortOrder);
    if (request.sortField !== 'id') query.addOrderBy('s.id', 'ASC');
    const [rows, total] = await query.skip(request.offset).take(request.limit).getManyAndCount();
    return { items: rows.map(toSeoRecord), total, offset: request.offset };
  }

  async insert(fields: SeoRecordFields): Promise<SeoRecord> {
    const saved = await this.guarded(() => this.rows.save(this.rows.create({ ...fields, activeKey: activePageKey(fields) })));
    return (await this.findById(saved.id))!;
  }

  async update(id: number, fields: SeoRecordFields): Promise<SeoRecord> {
    await this.guarded(() =>
      this.rows.manager.transaction((m) => saveChangesById(m, SeoRecordEntity, id, { ...fields, activeKey: activePageKey(fields) })),
    );
    // Deleted by someone else meanwhile: the update touched nothing.
    const record = await this.findById(id);
    if (!record) throw seoRecordNotFound();
    return record;
  }

  async delete(id: number): Promise<void> {
    await this.rows.manager.transaction((m) => removeById(m, SeoRecordEntity, id));
  }

  private async guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, ACTIVE_KEY_INDEX)) throw seoRecordDuplicate();
      throw error;
    }
  }
}
