import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

@Entity('seo_records')
// The public lookup: one record per language, page type and (optional) page slug.
@Index('ix_seo_records_lookup', ['language', 'pageType', 'pageSlug'])
@Index('ix_seo_records_page_type', ['pageType'])
export class SeoRecordEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  pageType: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  pageSlug: string | null;

  @Column({ type: 'int', nullable: true })
  pageId: number | null;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  keywords: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  ogTitle: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  ogDescription: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  ogImage: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  canonical: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  robots: string | null;

  @Index('ix_seo_records_active')
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /**
   * "page_type|language|page_slug" on active records, NULL on inactive ones: the unique index lets
   * the database refuse a second active record for one page, even from concurrent saves.
   */
  @Index('uq_seo_records_active_key', { unique: true })
  @Column({ type: 'varchar', length: 240, nullable: true })
  activeKey: string | null;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
