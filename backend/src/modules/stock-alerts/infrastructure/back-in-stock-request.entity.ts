import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/** A shopper waiting for a sold-out product or variant (domain/back-in-stock.ts). */
@Entity('back_in_stock_requests')
// One row per address and item: asking twice changes nothing.
@Index('uq_back_in_stock_item_email', ['productId', 'variantId', 'email'], { unique: true })
// The check for returned stock reads the waiting requests; staff count them per product.
@Index('ix_back_in_stock_state_product', ['state', 'productId'])
export class BackInStockRequestEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  productId: number;

  /** 0: the product itself (sold without variants). */
  @Column({ type: 'int', default: 0 })
  variantId: number;

  /** Lower-case; used for this request only. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  /** waiting, sending, sent or stopped. */
  @Column({ type: 'varchar', length: 10 })
  state: string;

  /** The unsubscribe link's secret. */
  @Index('uq_back_in_stock_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: DATETIME, nullable: true })
  claimedAt: Date | null;

  @Column({ type: DATETIME, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;
}
