import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One entry of the audit log: who (staff id, email and role as they were), when, from which address, what
 * (type and id) and the action, with the changed fields' values before and after (JSON; secrets never).
 * Written in the transaction of the change; no route changes or deletes it; the retention removes old ones.
 * One index per filter of the back-office list, each ending with the time it is sorted by.
 */
@Entity('audit_records')
@Index('ix_audit_records_created', ['createdAt'])
@Index('ix_audit_records_staff_created', ['staffId', 'createdAt'])
@Index('ix_audit_records_entity_created', ['entityType', 'entityId', 'createdAt'])
@Index('ix_audit_records_action_created', ['action', 'createdAt'])
@Index('ix_audit_records_parent_created', ['parent', 'createdAt'])
export class AuditRecordEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Milliseconds kept, so records of one request keep their order. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'int', nullable: true })
  staffId: number | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  staffEmail: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  staffRole: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 32 })
  action: string;

  @Column({ type: 'varchar', length: 48 })
  entityType: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  entityId: string | null;

  /** The item it belongs to, as `type:id` (`product:12` for a variant), so the item's history lists it. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  parent: string | null;

  /** Done by the shop itself (a sweep settling a refund), not by a staff member. */
  @Column({ type: 'boolean', default: false })
  byShop: boolean;

  /** `{"price":{"before":129.9,"after":99.9}}` */
  @Column({ type: 'text', nullable: true })
  changes: string | null;
}
