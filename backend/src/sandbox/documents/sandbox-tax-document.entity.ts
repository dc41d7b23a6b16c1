import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { DATETIME } from '../../shared/database/columns';

/**
 * The built-in sandbox provider's documents, in the shop's own database so every instance numbers them
 * from one sequence per type (and a restart keeps them). Only the sandbox writes here.
 */
@Entity('sandbox_tax_documents')
@Index('uq_sandbox_tax_documents_type_number', ['type', 'number'], { unique: true })
export class SandboxTaxDocumentEntity {
  /** UUID: the document page's address carries it. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** The provider's document type: 320 invoice-receipt, 330 credit note. */
  @Column({ type: 'int' })
  type: number;

  /** Consecutive per type, from 1. */
  @Column({ type: 'int' })
  number: number;

  /** The request's `custom` field: the same one again answers this document instead of a new one. */
  @Index('uq_sandbox_tax_documents_custom', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  custom: string | null;

  @Column({ type: 'varchar', length: 2 })
  lang: string;

  /** The request as it came, JSON: the document page shows it. */
  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;
}
