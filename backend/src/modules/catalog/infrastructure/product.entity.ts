import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { DATETIME, moneyColumn } from '../../../shared/database/columns';
import { CategoryEntity } from './category.entity';
import { ProductImageEntity } from './product-image.entity';
import { ProductTranslationEntity } from './product-translation.entity';
import { ProductVariantEntity } from './product-variant.entity';

@Entity('products')
// The storefront lists active and visible products, newest first or by price.
@Index('ix_products_listing_created', ['isActive', 'isVisible', 'createdAt'])
@Index('ix_products_listing_price', ['isActive', 'isVisible', 'price'])
@Index('ix_products_recommended', ['isRecommended', 'isActive', 'isVisible'])
@Index('ix_products_discount', ['hasDiscount', 'isActive', 'isVisible'])
export class ProductEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Base (English) name; translations carry ru and he. */
  @Index('ix_products_name')
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Index('uq_products_slug', { unique: true })
  @Column({ type: 'varchar', length: 220 })
  slug: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** See domain/product-search.ts. Null until written: rows loaded behind the application's back get it at start. */
  @Column({ type: 'text', nullable: true })
  searchText: string | null;

  @Column(moneyColumn)
  price: number;

  @Column({ type: 'boolean', default: false })
  hasDiscount: boolean;

  @Column(moneyColumn)
  discountPrice: number;

  @Column({ type: 'int', default: 0 })
  discountPercentage: number;

  /** Stock of a product without variants; a product with variants counts its variants' stock. */
  @Column({ type: 'int', default: 0 })
  stockQuantity: number;

  /** Fewer units than this is low stock (its variants' unless they set their own); null: the shop's default. */
  @Column({ type: 'int', nullable: true, default: null })
  lowStockThreshold: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: false })
  isRequired: boolean;

  @Index('ix_products_active')
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Index('ix_products_visible')
  @Column({ type: 'boolean', default: true })
  isVisible: boolean;

  @Column({ type: 'boolean', default: false })
  isRecommended: boolean;

  @Column({ type: 'boolean', default: false })
  hasVariants: boolean;

  /** Average stars of the published reviews (two decimals), null without any; written by the reviews' moderation. */
  @Column({
    type: 'decimal',
    precision: 3,
    scale: 2,
    nullable: true,
    default: null,
    transformer: { to: (v: number | null | undefined) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) },
  })
  ratingAverage: number | null;

  /** Number of published reviews. */
  @Column({ type: 'int', default: 0 })
  ratingCount: number;

  @OneToMany(() => ProductTranslationEntity, (t) => t.product, { cascade: true })
  translations: ProductTranslationEntity[];

  @OneToMany(() => ProductVariantEntity, (v) => v.product, { cascade: true })
  variants: ProductVariantEntity[];

  @OneToMany(() => ProductImageEntity, (i) => i.product, { cascade: true })
  images: ProductImageEntity[];

  @ManyToMany(() => CategoryEntity)
  @JoinTable({
    name: 'product_categories',
    joinColumn: { name: 'product_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'category_id', referencedColumnName: 'id' },
  })
  categories: CategoryEntity[];

  @Index('ix_products_created')
  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
