import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../../shared/database/columns';
import { OrderEntity } from './order.entity';

/**
 * A line as it was sold: name and prices are copied, and product/variant ids carry no foreign key,
 * so deleting a product never rewrites order history.
 */
@Entity('order_items')
export class OrderItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('ix_order_items_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @ManyToOne(() => OrderEntity, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: OrderEntity;

  @Index('ix_order_items_product')
  @Column({ type: 'int', nullable: true })
  productId: number | null;

  @Column({ type: 'int', nullable: true })
  variantId: number | null;

  @Column({ type: 'varchar', length: 200 })
  productName: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  variantName: string;

  @Column({ type: 'int' })
  quantity: number;

  @Column(moneyColumn)
  unitPrice: number;

  @Column(moneyColumn)
  totalPrice: number;

  /** Units cancelled after the sale by a refund; their stock went back (never more than quantity). */
  @Column({ type: 'int', default: 0 })
  cancelledQuantity: number;
}
