import { pageTotal } from '../../../shared/pagination/page-total';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import { SizeTemplateListCriteria, SizeTemplateStore } from '../application/size-template-store.port';
import type { SizeTemplateDraft, SizeTemplateRecord } from '../domain/size-template';
import { SizeTemplateTranslationEntity } from './size-template-translation.entity';
import { SizeTemplateEntity, TemplateColorRow, TemplateSizeRow } from './size-template.entity';
import { containsPattern, LIKE_ESCAPE } from './sql-helpers';
import { removeById, saveChangesById } from '../../../shared/database/entity-writes';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ItemState, translationFields, writeItemWithChildren } from '../../../shared/audit/item-with-children';

const TRANSLATED = ['name', 'description'] as const;

/** A size template as the audit log compares it: its row and its translations. */
async function storedTemplateState(manager: EntityManager, id: number): Promise<ItemState | null> {
  const row = await manager.findOneBy(SizeTemplateEntity, { id });
  if (!row) return null;
  return { ...row, ...translationFields(await manager.find(SizeTemplateTranslationEntity, { where: { templateId: id } }), TRANSLATED) };
}

const SORT_COLUMNS: Record<SizeTemplateListCriteria['sort']['field'], string> = {
  id: 't.id',
  name: 'LOWER(t.name)',
  category: 't.category',
  created_at: 't.created_at',
};

// The JSON columns keep the API's snake_case names, so stored rows read like the payload.
const sizeRows = (draft: SizeTemplateDraft): TemplateSizeRow[] =>
  draft.sizes.map((s) => ({ size: s.size, sku_suffix: s.skuSuffix, default_stock: s.defaultStock, is_default_active: s.isDefaultActive }));
const colorRows = (draft: SizeTemplateDraft): TemplateColorRow[] =>
  draft.colors.map((c) => ({ color_name: c.colorName, sku_suffix: c.skuSuffix, is_default_active: c.isDefaultActive }));

const toRecord = (t: SizeTemplateEntity, translations: SizeTemplateTranslationEntity[]): SizeTemplateRecord => ({
  id: t.id,
  name: t.name,
  category: t.category,
  variant: t.variant,
  description: t.description,
  sizes: (t.sizes ?? []).map((s) => ({
    size: s.size,
    skuSuffix: s.sku_suffix,
    defaultStock: s.default_stock,
    isDefaultActive: s.is_default_active,
  })),
  colors: (t.colors ?? []).map((c) => ({ colorName: c.color_name, skuSuffix: c.sku_suffix, isDefaultActive: c.is_default_active })),
  translations: translations
    .map((tr) => ({ language: tr.language, name: tr.name, description: tr.description }))
    .sort((a, b) => a.language.localeCompare(b.language)),
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
});

@Injectable()
export class TypeormSizeTemplateStore extends SizeTemplateStore {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SizeTemplateEntity) private readonly templates: Repository<SizeTemplateEntity>,
    @InjectRepository(SizeTemplateTranslationEntity) private readonly translations: Repository<SizeTemplateTranslationEntity>,
    private readonly audit: AuditTrail,
  ) {
    super();
  }

  async list(criteria: SizeTemplateListCriteria): Promise<Page<SizeTemplateRecord>> {
    const qb = this.templates.createQueryBuilder('t').addSelect('COUNT(*) OVER ()', 'total_count');
    if (criteria.ids) qb.andWhere(criteria.ids.length > 0 ? 't.id IN (:...ids)' : '1 = 0', { ids: criteria.ids });
    if (criteria.category) qb.andWhere('t.category = :category', { category: criteria.category });
    if (criteria.text) {
      const contains = (column: string) => `LOWER(${column}) LIKE :text ${LIKE_ESCAPE}`;
      qb.andWhere(
        new Brackets((w) =>
          w
            .where(contains('t.name'))
            .orWhere(`EXISTS (SELECT 1 FROM size_template_translations ft WHERE ft.template_id = t.id AND ${contains('ft.name')})`),
        ),
        { text: containsPattern(criteria.text) },
      );
    }
    // In parentheses: TypeORM would read a bare `alias.column` as the entity's own column and rename it.
    qb.addSelect(`(${SORT_COLUMNS[criteria.sort.field]})`, 'sort_key').orderBy('sort_key', criteria.sort.order);
    if (criteria.sort.field !== 'id') qb.addOrderBy('t.id', criteria.sort.order);
    const { entities, raw } = await qb.offset(criteria.offset).limit(criteria.limit).getRawAndEntities();
    const total = await pageTotal(raw, criteria.offset, () => qb.offset(undefined).limit(undefined).getCount());
    return { items: await this.complete(entities), total, offset: criteria.offset };
  }

  async findById(id: number): Promise<SizeTemplateRecord | null> {
    const row = await this.templates.findOneBy({ id });
    return row ? (await this.complete([row]))[0] : null;
  }

  create(template: SizeTemplateDraft): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const item = { entityType: 'size-template', id: null, readBefore: async () => null, after: this.stateToWrite(template) };
      return writeItemWithChildren(m, this.audit, item, async () => {
        const saved = await m.save(SizeTemplateEntity, m.create(SizeTemplateEntity, this.columns(template)), { listeners: false });
        await this.storeTranslations(m.getRepository(SizeTemplateTranslationEntity), saved.id, template);
        return saved.id;
      });
    });
  }

  replace(id: number, template: SizeTemplateDraft): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      if (!(await m.existsBy(SizeTemplateEntity, { id }))) return false;
      const item = {
        entityType: 'size-template',
        id,
        readBefore: (manager: EntityManager) => storedTemplateState(manager, id),
        after: this.stateToWrite(template),
      };
      await writeItemWithChildren(m, this.audit, item, async () => {
        await saveChangesById(m, SizeTemplateEntity, id, this.columns(template), { listeners: false });
        await m.delete(SizeTemplateTranslationEntity, { templateId: id });
        await this.storeTranslations(m.getRepository(SizeTemplateTranslationEntity), id, template);
        return id;
      });
      return true;
    });
  }

  delete(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      if (!(await m.existsBy(SizeTemplateEntity, { id }))) return false;
      await m.delete(SizeTemplateTranslationEntity, { templateId: id });
      await removeById(m, SizeTemplateEntity, id);
      return true;
    });
  }

  private stateToWrite(template: SizeTemplateDraft): ItemState {
    return { ...this.columns(template), ...translationFields(template.translations, TRANSLATED) };
  }

  private columns(template: SizeTemplateDraft): Partial<SizeTemplateEntity> {
    return {
      name: template.name,
      category: template.category,
      variant: template.variant,
      description: template.description,
      sizes: sizeRows(template),
      colors: colorRows(template),
    };
  }

  private async storeTranslations(repository: Repository<SizeTemplateTranslationEntity>, templateId: number, template: SizeTemplateDraft) {
    if (template.translations.length === 0) return;
    await repository.insert(template.translations.map((t) => ({ ...t, templateId })));
  }

  private async complete(rows: SizeTemplateEntity[]): Promise<SizeTemplateRecord[]> {
    if (rows.length === 0) return [];
    const translations = await this.translations.find({ where: { templateId: In(rows.map((t) => t.id)) } });
    return rows.map((t) =>
      toRecord(
        t,
        translations.filter((tr) => tr.templateId === t.id),
      ),
    );
  }
}
