import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DATETIME, moneyColumn } from '../../../shared/database/columns';

@Entity('discount_codes')
export class DiscountCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Normalized (trimmed, upper case), so the unique index makes codes unique in any case. */
  @Index('uq_discount_codes_code', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ type: 'varchar', length: 10 })
  kind: string;

  /** A percentage (1..100) for `percent`, shekels off for `fixed`. */
  @Column(moneyColumn)
  value: number;

  @Column({ ...moneyColumn, nullable: true, default: null })
  minimumTotal: number | null;

  @Column({ type: DATETIME, nullable: true })
  validFrom: Date | null;

  @Column({ type: DATETIME, nullable: true })
  validTo: Date | null;

  @Column({ type: 'int', nullable: true })
  maxUses: number | null;

  @Column({ type: 'int', nullable: true })
  maxUsesPerEmail: number | null;

  @Index('ix_discount_codes_active')
  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Orders holding a use (cancelled ones gave theirs back); changed only by guarded updates in order transactions. */
  @Column({ type: 'int', default: 0 })
  usesCount: number;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
