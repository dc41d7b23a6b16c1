import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DATETIME } from '../../../shared/database/columns';

/** The last-admin rule reads the active admins under a lock: this index keeps that read to their rows. */
@Entity('staff_users')
@Index('ix_staff_users_role_active', ['role', 'active'])
export class StaffUserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_staff_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  role: string;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Every token carries it; raising it ends the account's sessions. */
  @Column({ type: 'int', default: 1 })
  sessionVersion: number;

  /** The confirmed authenticator key, encrypted (AES-256-GCM); never sent anywhere. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  twoFactorSecret: string | null;

  /** A key shown for enrolment and not yet confirmed, encrypted. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  twoFactorPendingSecret: string | null;

  @Column({ type: DATETIME, nullable: true })
  twoFactorEnabledAt: Date | null;

  /** The time step of the last code accepted: no code of it or before is taken again. */
  @Column({ type: 'int', nullable: true })
  twoFactorLastStep: number | null;

  /** Failed passwords and codes of this account in its current window, from any address (the account-wide limit). */
  @Column({ type: 'int', default: 0 })
  loginFailures: number;

  /** When the current window of failures began; null: none counted. */
  @Column({ type: DATETIME, nullable: true })
  loginFailuresSince: Date | null;

  @CreateDateColumn({ type: DATETIME })
  createdAt: Date;

  @UpdateDateColumn({ type: DATETIME })
  updatedAt: Date;
}
