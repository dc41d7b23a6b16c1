import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/**
 * One product of a completed order its buyer was invited to review (by email, with a signed link).
 * The link alone proves who may write; this row keeps what the form shows (the name by default).
 */
@Entity('review_invitations')
@Index('uq_review_invitations_order_product', ['orderId', 'productId'], { unique: true })
export class ReviewInvitationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Index('ix_review_invitations_product')
  @Column({ type: 'int' })
  productId: number;

  @Column({ type: 'varchar', length: 200 })
  productName: string;

  @Column({ type: 'varchar', length: 60 })
  authorName: string;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: DATETIME })
  expiresAt: Date;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;
}
