import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../../shared/database/columns';
import { ProductEntity } from './product.entity';

@Entity('product_variants')
export class ProductVariantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('ix_product_variants_product')
  @Column({ type: 'int' })
  productId: number;

  @ManyToOne(() => ProductEntity, (p) => p.variants, { onDelete: 'CASCADE', orphanedRowAction: 'delete' })
  @JoinColumn({ name: 'product_id' })
  product: ProductEntity;

  @Index('uq_product_variants_sku', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  sku: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  size: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  color: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  material: string | null;

  @Column({ type: 'int', default: 0 })
  stockQuantity: number;

  /** Fewer units than this is low stock; null: the product's threshold, else the shop's default. */
  @Column({ type: 'int', nullable: true, default: null })
  lowStockThreshold: number | null;

  /** Signed amount added to the product's current price. */
  @Column(moneyColumn)
  priceModifier: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
