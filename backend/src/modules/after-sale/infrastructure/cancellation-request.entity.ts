import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, moneyColumn } from '../../../shared/database/columns';

/** A shopper's cancellation request, with the lines and amounts as planned when it was made. */
@Entity('cancellation_requests')
// The back office's list: open requests (open and deciding) newest first; an order's requests.
@Index('ix_cancellation_requests_state_created', ['state', 'createdAt', 'id'])
@Index('ix_cancellation_requests_order_created', ['orderId', 'createdAt'])
export class CancellationRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_cancellation_requests_number', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  requestNumber: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  /** Copied, like the customer's name: the list shows them without reading orders. */
  @Column({ type: 'varchar', length: 40 })
  orderNumber: string;

  @Column({ type: 'varchar', length: 200 })
  customerName: string;

  /** open, deciding (claimed by an approval, the provider being asked), approved, rejected. */
  @Column({ type: 'varchar', length: 10 })
  state: string;

  @Column({ type: 'varchar', length: 20 })
  reason: string;

  @Column({ type: 'text', nullable: true })
  reasonDetails: string | null;

  @Column({ type: 'boolean', default: false })
  longerPeriodStatement: boolean;

  @Column({ type: 'boolean', default: false })
  wholeOrder: boolean;

  /** JSON [{itemId, productName, variantName, quantity, amount}]: read whole with its request, never filtered on. */
  @Column({ type: 'text' })
  items: string;

  @Column(moneyColumn)
  goodsAmount: number;

  @Column(moneyColumn)
  deliveryAmount: number;

  @Column(moneyColumn)
  fee: number;

  @Column(moneyColumn)
  refundAmount: number;

  @Column({ type: DATETIME })
  createdAt: Date;

  @Column({ type: DATETIME, nullable: true })
  decidedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  staffNote: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  providerMessage: string | null;

  @Column({ type: 'int', nullable: true })
  refundId: number | null;

  /** One more at every change of state: staff decide the version they were shown. */
  @Column({ type: 'int', default: 1 })
  version: number;
}
