import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/** A buyer's review of one product of one order (one per order and product: a link works once). */
@Entity('reviews')
@Index('uq_reviews_order_product', ['orderId', 'productId'], { unique: true })
// The product page lists a product's published reviews, newest first.
@Index('ix_reviews_product_status_created', ['productId', 'status', 'createdAt'])
// The back office filters by state (the dashboard counts the waiting ones) and by stars.
@Index('ix_reviews_status_created', ['status', 'createdAt'])
@Index('ix_reviews_stars', ['stars'])
export class ReviewEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'int' })
  stars: number;

  @Column({ type: 'varchar', length: 120, default: '' })
  title: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 60 })
  authorName: string;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  /** pending, published or hidden (domain/review.ts). */
  @Column({ type: 'varchar', length: 16 })
  status: string;

  /** The shop's public answer, or null. */
  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @Column({ type: DATETIME, nullable: true })
  answeredAt: Date | null;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
