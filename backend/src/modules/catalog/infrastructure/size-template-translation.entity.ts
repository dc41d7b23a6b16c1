import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SizeTemplateEntity } from './size-template.entity';

@Entity('size_template_translations')
@Index('uq_size_template_translations_lang', ['templateId', 'language'], { unique: true })
export class SizeTemplateTranslationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  templateId: number;

  @ManyToOne(() => SizeTemplateEntity, (t) => t.translations, { onDelete: 'CASCADE', orphanedRowAction: 'delete' })
  @JoinColumn({ name: 'template_id' })
  template: SizeTemplateEntity;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}
