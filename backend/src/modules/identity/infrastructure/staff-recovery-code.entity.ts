import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/** One of a staff member's one-time recovery codes, kept as a keyed digest; used once. */
@Entity('staff_recovery_codes')
@Index('ix_staff_recovery_codes_staff_digest', ['staffUserId', 'codeDigest'])
export class StaffRecoveryCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  staffUserId: number;

  /** HMAC-SHA-256 of the code, hex. */
  @Column({ type: 'varchar', length: 64 })
  codeDigest: string;

  @Column({ type: DATETIME, nullable: true })
  usedAt: Date | null;

  @Column({ type: DATETIME })
  createdAt: Date;
}
