import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/**
 * The items the shop was told have sold out: one row per product (variant_id 0) or variant while it
 * stays at 0, so each sell-out is announced once (by one process: the unique key) and again only after
 * the item came back in stock and sold out anew.
 */
@Entity('low_stock_sold_out')
@Index('uq_low_stock_sold_out_item', ['productId', 'variantId'], { unique: true })
export class LowStockSoldOutEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  productId: number;

  /** 0 for a product without variants. */
  @Column({ type: 'int' })
  variantId: number;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;
}
