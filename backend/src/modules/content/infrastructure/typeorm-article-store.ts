import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../../shared/pagination/list-query';
import type { Language } from '../../../shared/localisation/language';
import { ArticleListRequest, ArticleStore, ArticleSortField } from '../application/article-store.port';
import type { Article, ArticleContent } from '../domain/article';
import { articleNotFound, articleSlugTaken } from '../domain/content.errors';
import { ArticleTranslationEntity } from './article-translation.entity';
import { ArticleEntity } from './article.entity';
import { containsPattern, isUniqueViolation } from '../../../shared/database/sql';
import { removeById, saveChangesById } from '../../../shared/database/entity-writes';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ItemState, translationFields, writeItemWithChildren } from '../../../shared/audit/item-with-children';

const SORT_COLUMNS: Record<ArticleSortField, string> = {
  id: 'a.id',
  title: 'a.title',
  slug: 'a.slug',
  created_at: 'a.createdAt',
  updated_at: 'a.updatedAt',
  is_active: 'a.isActive',
  show_in_list: 'a.showInList',
};

const SLUG_INDEX = ['uq_articles_slug', 'articles.slug'];

function toArticle(row: ArticleEntity, translations: ArticleTranslationEntity[]): Article {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    imageUrl: row.imageUrl,
    isActive: Boolean(row.isActive),
    showInList: Boolean(row.showInList),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    translations: translations
      .slice()
      .sort((x, y) => x.id - y.id)
      .map((t) => ({ language: t.language as Language, title: t.title, content: t.content })),
  };
}

const articleColumns = (slug: string, content: ArticleContent) => ({
  slug,
  title: content.title,
  content: content.content,
  imageUrl: content.imageUrl,
  isActive: content.isActive,
  showInList: content.showInList,
});

const TRANSLATED = ['title', 'content'] as const;

/** An article as the audit log compares it: its row and its translations. */
async function storedArticleState(manager: EntityManager, id: number): Promise<ItemState | null> {
  const row = await manager.findOneBy(ArticleEntity, { id });
  if (!row) return null;
  return { ...row, ...translationFields(await manager.find(ArticleTranslationEntity, { where: { articleId: id } }), TRANSLATED) };
}

const articleState = (slug: string, content: ArticleContent): ItemState => ({
  ...articleColumns(slug, content),
  ...translationFields(content.translations, TRANSLATED),
});

@Injectable()
export class TypeormArticleStore extends ArticleStore {
  constructor(
    @InjectRepository(ArticleEntity) private readonly rows: Repository<ArticleEntity>,
    @InjectRepository(ArticleTranslationEntity) private readonly translationRows: Repository<ArticleTranslationEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {
    super();
  }

  async findById(id: number): Promise<Article | null> {
    return this.withTranslations(await this.rows.findOneBy({ id }));
  }

  async findBySlug(slug: string): Promise<Article | null> {
    return this.withTranslations(await this.rows.findOneBy({ slug }));
  }

  async listPublished(offset: number, limit: number): Promise<Page<Article>> {
    const query = this.rows
      .createQueryBuilder('a')
      .where('a.isActive = :active AND a.showInList = :listed', { active: true, listed: true })
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC');
    return this.page(query, offset, limit);
  }

  async list(request: ArticleListRequest): Promise<Page<Article>> {
    const query = this.rows.createQueryBuilder('a');
    if (request.q) query.andWhere("LOWER(a.title) LIKE :q ESCAPE '!'", { q: containsPattern(request.q) });
    if (request.isActive !== undefined) query.andWhere('a.isActive = :isActive', { isActive: request.isActive });
    if (request.showInList !== undefined) query.andWhere('a.showInList = :showInList', { showInList: request.showInList });
    if (request.ids) query.andWhere('a.id IN (:...ids)', { ids: request.ids.length > 0 ? request.ids : [0] });
    query.orderBy(SORT_COLUMNS[request.sortField], request.sortOrder);
    if (request.sortField !== 'id') query.addOrderBy('a.id', request.sortOrder);
    return this.page(query, request.offset, request.limit);
  }

  async slugsLike(base: string, exceptArticleId?: number): Promise<string[]> {
    const query = this.rows
      .createQueryBuilder('a')
      .select('a.slug', 'slug')
      .where("(a.slug = :base OR a.slug LIKE :numbered ESCAPE '!')", { base, numbered: `${base.replace(/[!%_]/g, (ch) => `!${ch}`)}-%` });
    if (exceptArticleId !== undefined) query.andWhere('a.id <> :id', { id: exceptArticleId });
    const rows = await query.getRawMany<{ slug: string }>();
    return rows.map((r) => r.slug);
  }

  async insert(slug: string, content: ArticleContent): Promise<Article> {
    const id = await this.writing(slug, (manager) =>
      writeItemWithChildren(
        manager,
        this.audit,
        { entityType: 'article', id: null, readBefore: async () => null, after: articleState(slug, content) },
        async () => {
          const saved = await manager.save(manager.create(ArticleEntity, articleColumns(slug, content)), { listeners: false });
          await this.insertTranslations(manager, saved.id, content);
          return saved.id;
        },
      ),
    );
    return (await this.findById(id))!;
  }

  async update(id: number, slug: string, content: ArticleContent): Promise<Article> {
    await this.writing(slug, (manager) =>
      writeItemWithChildren(
        manager,
        this.audit,
        { entityType: 'article', id, readBefore: (m: EntityManager) => storedArticleState(m, id), after: articleState(slug, content) },
        async () => {
          if (!(await saveChangesById(manager, ArticleEntity, id, articleColumns(slug, content), { listeners: false }))) return id;
          await manager.delete(ArticleTranslationEntity, { articleId: id });
          await this.insertTranslations(manager, id, content);
          return id;
        },
      ),
    );
    // Deleted by someone else meanwhile: the update touched nothing.
    const article = await this.findById(id);
    if (!article) throw articleNotFound();
    return article;
  }

  async delete(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ArticleTranslationEntity, { articleId: id });
      await removeById(manager, ArticleEntity, id);
    });
  }

  private async insertTranslations(manager: EntityManager, articleId: number, content: ArticleContent): Promise<void> {
    if (content.translations.length === 0) return;
    await manager.insert(
      ArticleTranslationEntity,
      content.translations.map((t) => ({ articleId, language: t.language, title: t.title, content: t.content })),
    );
  }

  private async writing<T>(slug: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, SLUG_INDEX)) throw articleSlugTaken(slug);
      throw error;
    }
  }

  private async withTranslations(row: ArticleEntity | null): Promise<Article | null> {
    if (!row) return null;
    return toArticle(row, await this.translationRows.findBy({ articleId: row.id }));
  }

  private async page(query: SelectQueryBuilder<ArticleEntity>, offset: number, limit: number): Promise<Page<Article>> {
    const [rows, total] = await query.skip(offset).take(limit).getManyAndCount();
    const ids = rows.map((r) => r.id);
    const translations = ids.length > 0 ? await this.translationRows.findBy({ articleId: In(ids) }) : [];
    return {
      items: rows.map((row) =>
        toArticle(
          row,
          translations.filter((t) => t.articleId === row.id),
        ),
      ),
      total,
      offset,
    };
  }
}
