import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/**
 * The one refund of an order being made: its row exists from the refund's claim to the provider's
 * answer being written. The primary key makes a second refund of the same order, on any instance,
 * wait and then fail, so the order's lines and amounts are planned on a state no one else changes.
 */
@Entity('order_refund_locks')
export class OrderRefundLockEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: DATETIME })
  createdAt: Date;
}
