import { pageTotal } from '../../../shared/pagination/page-total';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import { CategoryListCriteria, CategoryStore } from '../application/category-store.port';
import { slugTaken } from '../domain/catalog.errors';
import type { CategoryDraft, CategoryRecord } from '../domain/category';
import { CategoryTranslationEntity } from './category-translation.entity';
import { CategoryEntity } from './category.entity';
import { CatalogCounts } from './catalog-counts';
import { bestCategoryId } from './product-filters';
import { ShopperProductDocuments } from './shopper-product-documents';
import { containsPattern, isUniqueViolation, LIKE_ESCAPE, placeholders, toCount } from './sql-helpers';
import { removeById, saveChangesById } from '../../../shared/database/entity-writes';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ItemState, translationFields, writeItemWithChildren } from '../../../shared/audit/item-with-children';

const TRANSLATED = ['name', 'description'] as const;

/** A category as the audit log compares it: its row and its translations. */
async function storedCategoryState(manager: EntityManager, id: number): Promise<ItemState | null> {
  const row = await manager.findOneBy(CategoryEntity, { id });
  if (!row) return null;
  return { ...row, ...translationFields(await manager.find(CategoryTranslationEntity, { where: { categoryId: id } }), TRANSLATED) };
}

const SORT_COLUMNS: Record<CategoryListCriteria['sort']['field'], string> = {
  id: 'c.id',
  name: 'LOWER(c.name)',
  slug: 'c.slug',
  sort_order: 'c.sort_order',
  is_active: 'c.is_active',
  created_at: 'c.created_at',
};

const toRecord = (c: CategoryEntity, translations: CategoryTranslationEntity[], productCount: number): CategoryRecord => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  imageUrl: c.imageUrl,
  isRequired: c.isRequired,
  isActive: c.isActive,
  sortOrder: c.sortOrder,
  translations: translations
    .map((t) => ({ language: t.language, name: t.name, description: t.description }))
    .sort((a, b) => a.language.localeCompare(b.language)),
  productCount,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

@Injectable()
export class TypeormCategoryStore extends CategoryStore {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(CategoryTranslationEntity) private readonly translations: Repository<CategoryTranslationEntity>,
    private readonly documents: ShopperProductDocuments,
    private readonly counts: CatalogCounts,
    private readonly audit: AuditTrail,
  ) {
    super();
  }

  async listActive(): Promise<CategoryRecord[]> {
    const rows = await this.categories.find({ where: { isActive: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
    return this.complete(rows, { shoppers: true });
  }

  async listForStaff(criteria: CategoryListCriteria): Promise<Page<CategoryRecord>> {
    const qb = this.categories.createQueryBuilder('c').addSelect('COUNT(*) OVER ()', 'total_count');
    if (criteria.ids) qb.andWhere(criteria.ids.length > 0 ? 'c.id IN (:...ids)' : '1 = 0', { ids: criteria.ids });
    if (criteria.isActive !== undefined) qb.andWhere(`c.is_active = ${criteria.isActive ? 1 : 0}`);
    if (criteria.text) {
      const contains = (column: string) => `LOWER(${column}) LIKE :text ${LIKE_ESCAPE}`;
      qb.andWhere(
        new Brackets((w) =>
          w
            .where(contains('c.name'))
            .orWhere(contains('c.slug'))
            .orWhere(`EXISTS (SELECT 1 FROM category_translations ft WHERE ft.category_id = c.id AND ${contains('ft.name')})`),
        ),
        { text: containsPattern(criteria.text) },
      );
    }
    // In parentheses: TypeORM would read a bare `alias.column` as the entity's own column and rename it.
    qb.addSelect(`(${SORT_COLUMNS[criteria.sort.field]})`, 'sort_key').orderBy('sort_key', criteria.sort.order);
    if (criteria.sort.field !== 'id') qb.addOrderBy('c.id', criteria.sort.order);
    const { entities, raw } = await qb.offset(criteria.offset).limit(criteria.limit).getRawAndEntities();
    const total = await pageTotal(raw, criteria.offset, () => qb.offset(undefined).limit(undefined).getCount());
    return { items: await this.complete(entities, { shoppers: false }), total, offset: criteria.offset };
  }

  async findById(id: number, audience: { shoppers: boolean }): Promise<CategoryRecord | null> {
    const row = await this.categories.findOneBy(audience.shoppers ? { id, isActive: true } : { id });
    return row ? (await this.complete([row], audience))[0] : null;
  }

  async findActiveBySlugOrName(slugOrName: string): Promise<CategoryRecord | null> {
    const best = bestCategoryId(slugOrName);
    const row = await this.categories.createQueryBuilder('c').where(`c.id = ${best.sql}`, best.parameters).getOne();
    return row ? (await this.complete([row], { shoppers: true }))[0] : null;
  }

  async current(id: number): Promise<{ name: string; slug: string } | null> {
    const row = await this.categories.findOne({ where: { id }, select: { name: true, slug: true } });
    // A plain object: the entity instance carries every field (id: undefined too), which a spread would copy.
    return row && { name: row.name, slug: row.slug };
  }

  async slugOwner(slug: string): Promise<number | null> {
    return (await this.categories.findOne({ where: { slug }, select: { id: true } }))?.id ?? null;
  }

  async slugsStartingWith(base: string, exceptId: number | null): Promise<string[]> {
    const qb = this.categories
      .createQueryBuilder('c')
      .select('c.slug', 'slug')
      .where('(c.slug = :base OR c.slug LIKE :prefix)', { base, prefix: `${base}-%` });
    if (exceptId !== null) qb.andWhere('c.id <> :exceptId', { exceptId });
    return (await qb.getRawMany<{ slug: string }>()).map((row) => row.slug);
  }

  create(category: CategoryDraft & { slug: string }): Promise<number> {
    return this.write(category.slug, async (m) => {
      const { translations, ...fields } = category;
      const item = { entityType: 'category', id: null, readBefore: async () => null, after: this.stateToWrite(category) };
      const id = await writeItemWithChildren(m, this.audit, item, async () => {
        const saved = await m.save(CategoryEntity, m.create(CategoryEntity, fields), { listeners: false });
        if (translations.length > 0)
          await m.insert(
            CategoryTranslationEntity,
            translations.map((t) => ({ ...t, categoryId: saved.id })),
          );
        return saved.id;
      });
      await this.counts.categoryCreated(m, id);
      return id;
    });
  }

  replace(id: number, category: CategoryDraft & { slug: string }): Promise<void> {
    return this.write(category.slug, async (m) => {
      const { translations, ...fields } = category;
      const item = {
        entityType: 'category',
        id,
        readBefore: (manager: EntityManager) => storedCategoryState(manager, id),
        after: this.stateToWrite(category),
      };
      await writeItemWithChildren(m, this.audit, item, async () => {
        await saveChangesById(m, CategoryEntity, id, fields, { listeners: false });
        await m.delete(CategoryTranslationEntity, { categoryId: id });
        if (translations.length > 0)
          await m.insert(
            CategoryTranslationEntity,
            translations.map((t) => ({ ...t, categoryId: id })),
          );
        return id;
      });
      // Its products show its name, slug and texts, and only while it is active.
      await this.documents.refreshCategory(m, id);
    });
  }

  delete(id: number): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      if (!(await m.existsBy(CategoryEntity, { id }))) return false;
      const products = await this.documents.productsOfCategory(m, id);
      await m.query('DELETE FROM product_categories WHERE category_id = ?', [id]);
      await m.delete(CategoryTranslationEntity, { categoryId: id });
      await removeById(m, CategoryEntity, id);
      await this.counts.categoryDeleted(m, id);
      await this.documents.refresh(m, products);
      return true;
    });
  }

  private stateToWrite(category: CategoryDraft & { slug: string }): ItemState {
    const { translations, ...fields } = category;
    return { ...fields, ...translationFields(translations, TRANSLATED) };
  }

  /** Adds translations and product counts to a batch of categories: two statements for any number. */
  private async complete(rows: CategoryEntity[], audience: { shoppers: boolean }): Promise<CategoryRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((c) => c.id);
    const onSale = audience.shoppers ? 'AND p.is_active = 1 AND p.is_visible = 1' : '';
    const [translations, counts] = await Promise.all([
      this.translations.find({ where: { categoryId: In(ids) } }),
      this.dataSource.query(
        `SELECT pc.category_id AS category_id, COUNT(*) AS product_count
           FROM product_categories pc JOIN products p ON p.id = pc.product_id
          WHERE pc.category_id IN (${placeholders(ids.length)}) ${onSale}
          GROUP BY pc.category_id`,
        ids,
      ) as Promise<Array<{ category_id: number; product_count: unknown }>>,
    ]);
    const countOf = new Map(counts.map((row) => [Number(row.category_id), toCount(row.product_count)]));
    return rows.map((c) =>
      toRecord(
        c,
        translations.filter((t) => t.categoryId === c.id),
        countOf.get(c.id) ?? 0,
      ),
    );
  }

  private async write<T>(slug: string, work: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(slug);
      throw error;
    }
  }
}
