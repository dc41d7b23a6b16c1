import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, moneyColumn } from '../../../shared/database/columns';

/** Every refund tried, succeeded or failed, with what it gave back for which lines. */
@Entity('refunds')
@Index('ix_refunds_order_created', ['orderId', 'createdAt'])
@Index('ix_refunds_state_created', ['state', 'createdAt'])
export class RefundEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'int', nullable: true })
  cancellationRequestId: number | null;

  /** Staff's key of a refund made from the orders desk (one per dialog): unique, so a retry finds the same refund. */
  @Index('uq_refunds_request_key', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  requestKey: string | null;

  @Column(moneyColumn)
  amount: number;

  @Column(moneyColumn)
  goodsAmount: number;

  @Column(moneyColumn)
  deliveryAmount: number;

  @Column(moneyColumn)
  fee: number;

  /** credit_card, bit, cash or none. */
  @Column({ type: 'varchar', length: 12 })
  method: string;

  /** pending (the provider being asked), succeeded, failed. */
  @Column({ type: 'varchar', length: 10 })
  state: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  providerReference: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  providerMessage: string | null;

  /** JSON [{itemId, productName, variantName, quantity, amount}]. */
  @Column({ type: 'text' })
  items: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: DATETIME })
  createdAt: Date;

  @Column({ type: DATETIME, nullable: true })
  completedAt: Date | null;

  /** Written (committed) just before the provider is asked: a pending refund without it was never sent. */
  @Column({ type: DATETIME, nullable: true })
  providerAskedAt: Date | null;

  /** Written (with providerReference) as soon as the provider says the money went back, before the refund's own record. */
  @Column({ type: DATETIME, nullable: true })
  providerAnsweredAt: Date | null;
}
