import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/** An integrator's address and the order events posted to it, signed with its secret. */
@Entity('webhooks')
export class WebhookEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  /** The subscribed events, comma-separated (order.placed,order.paid,...). */
  @Column({ type: 'varchar', length: 200 })
  events: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** The signing key (HMAC-SHA256): shown to staff once, when created; every delivery is signed with it. */
  @Column({ type: 'varchar', length: 100 })
  secret: string;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
