import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/**
 * One order's use of a code, written in the order's own transaction and deleted when the order is
 * cancelled (the use goes back). Keyed by the order: an order holds at most one code.
 */
@Entity('discount_code_uses')
@Index('ix_discount_code_uses_code_email', ['codeId', 'customerEmail'])
export class DiscountCodeUseEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'int' })
  codeId: number;

  /** Lower case, for the per-email limit. */
  @Column({ type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ type: DATETIME })
  usedAt: Date;
}
