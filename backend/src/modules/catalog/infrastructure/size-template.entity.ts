import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';
import { SizeTemplateTranslationEntity } from './size-template-translation.entity';

export interface TemplateSizeRow {
  size: string;
  sku_suffix: string;
  default_stock: number;
  is_default_active: boolean;
}

export interface TemplateColorRow {
  color_name: string;
  sku_suffix: string;
  is_default_active: boolean;
}

@Entity('size_templates')
export class SizeTemplateEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** footwear, clothing, accessories, balls (used by the picker's recommendations). */
  @Index('ix_size_templates_category')
  @Column({ type: 'varchar', length: 40 })
  category: string;

  /** What the template varies: size, color or size_color. */
  @Column({ type: 'varchar', length: 40 })
  variant: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  // Small value lists always read and written with their template: kept as JSON text.
  @Column({ type: 'simple-json' })
  sizes: TemplateSizeRow[];

  @Column({ type: 'simple-json' })
  colors: TemplateColorRow[];

  @OneToMany(() => SizeTemplateTranslationEntity, (t) => t.template, { cascade: true })
  translations: SizeTemplateTranslationEntity[];

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
