import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListedArticle, ListedArticles } from '../application/listed-articles.port';
import { ArticleEntity } from './article.entity';

type Row = { id: number; slug: string | null; updatedAt: Date | string | null };

/** Reads only ids, slugs and change dates. */
@Injectable()
export class TypeormListedArticles extends ListedArticles {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async articles(): Promise<ListedArticle[]> {
    const rows = await this.dataSource
      .getRepository(ArticleEntity)
      .createQueryBuilder('e')
      .select(['e.id AS id', 'e.slug AS slug', 'e.updatedAt AS updatedAt'])
      .where('e.isActive = :yes', { yes: true })
      .orderBy('e.id')
      .getRawMany<Row>();
    return rows.map((row) => ({ id: Number(row.id), slug: row.slug, updatedAt: row.updatedAt ? new Date(row.updatedAt) : null }));
  }
}
