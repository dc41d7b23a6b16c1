import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';
import { ArticleTranslationEntity } from './article-translation.entity';

@Entity('articles')
// The blog lists active articles shown in the list, newest first.
@Index('ix_articles_listing', ['isActive', 'showInList', 'createdAt'])
export class ArticleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Index('uq_articles_slug', { unique: true })
  @Column({ type: 'varchar', length: 320 })
  slug: string;

  /** Markdown. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: true })
  showInList: boolean;

  @OneToMany(() => ArticleTranslationEntity, (t) => t.article, { cascade: true })
  translations: ArticleTranslationEntity[];

  @Index('ix_articles_created')
  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
