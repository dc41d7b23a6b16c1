import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ArticleEntity } from './article.entity';

@Entity('article_translations')
@Index('uq_article_translations_lang', ['articleId', 'language'], { unique: true })
export class ArticleTranslationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  articleId: number;

  @ManyToOne(() => ArticleEntity, (a) => a.translations, { onDelete: 'CASCADE', orphanedRowAction: 'delete' })
  @JoinColumn({ name: 'article_id' })
  article: ArticleEntity;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'text' })
  content: string;
}
