import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';
import { CategoryTranslationEntity } from './category-translation.entity';

@Entity('categories')
@Index('ix_categories_active_sort', ['isActive', 'sortOrder'])
export class CategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The key name (usually English); also the source of the slug. */
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Index('uq_categories_slug', { unique: true })
  @Column({ type: 'varchar', length: 140 })
  slug: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: false })
  isRequired: boolean;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'int', default: 0 })
  sortOrder: number;

  @OneToMany(() => CategoryTranslationEntity, (t) => t.category, { cascade: true })
  translations: CategoryTranslationEntity[];

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
