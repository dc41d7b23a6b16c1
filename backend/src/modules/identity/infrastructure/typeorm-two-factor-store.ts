import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { TwoFactorRecord, TwoFactorStore } from '../application/two-factor-store.port';
import { StaffRecoveryCodeEntity } from './staff-recovery-code.entity';
import { StaffUserEntity } from './staff-user.entity';
import { NEXT_SESSION } from './typeorm-staff-user-store';

@Injectable()
export class TypeormTwoFactorStore extends TwoFactorStore {
  constructor(
    @InjectRepository(StaffUserEntity) private readonly users: Repository<StaffUserEntity>,
    @InjectRepository(StaffRecoveryCodeEntity) private readonly codes: Repository<StaffRecoveryCodeEntity>,
    private readonly audit: AuditTrail,
  ) {
    super();
  }

  async find(staffId: number): Promise<TwoFactorRecord | null> {
    const row = await this.users.findOne({
      where: { id: staffId },
      select: { id: true, twoFactorSecret: true, twoFactorPendingSecret: true, twoFactorLastStep: true },
    });
    if (!row) return null;
    return {
      sealedSecret: row.twoFactorSecret,
      sealedPendingSecret: row.twoFactorPendingSecret,
      lastUsedStep: row.twoFactorLastStep === null ? null : Number(row.twoFactorLastStep),
    };
  }

  async savePendingSecret(staffId: number, sealedSecret: string): Promise<void> {
    await this.users.update({ id: staffId }, { twoFactorPendingSecret: sealedSecret });
  }

  enable(
    staffId: number,
    input: { sealedPendingSecret: string; step: number; recoveryCodeDigests: string[]; at: Date },
  ): Promise<number | null> {
    return this.users.manager.transaction(async (manager) => {
      const switched = await manager.update(
        StaffUserEntity,
        { id: staffId, twoFactorPendingSecret: input.sealedPendingSecret, twoFactorEnabledAt: IsNull() },
        {
          twoFactorSecret: input.sealedPendingSecret,
          twoFactorPendingSecret: null,
          twoFactorEnabledAt: input.at,
          twoFactorLastStep: input.step,
          sessionVersion: NEXT_SESSION,
        },
      );
      if (!switched.affected) return null;
      // The fact and the time only: the key and the recovery codes never reach the log.
      await this.audit.record(manager, {
        action: 'two-factor-enrol',
        entityType: 'staff-user',
        entityId: staffId,
        changes: { twoFactorEnabledAt: { before: null, after: input.at } },
      });
      await manager.delete(StaffRecoveryCodeEntity, { staffUserId: staffId });
      await manager.insert(
        StaffRecoveryCodeEntity,
        input.recoveryCodeDigests.map((codeDigest) => ({ staffUserId: staffId, codeDigest, usedAt: null, createdAt: input.at })),
      );
      const row = await manager.findOne(StaffUserEntity, { where: { id: staffId }, select: { id: true, sessionVersion: true } });
      return Number(row!.sessionVersion);
    });
  }

  async useStep(staffId: number, step: number): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(StaffUserEntity)
      .set({ twoFactorLastStep: step })
      .where('id = :staffId AND two_factor_enabled_at IS NOT NULL', { staffId })
      .andWhere('(two_factor_last_step IS NULL OR two_factor_last_step < :step)', { step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async useRecoveryCode(staffId: number, digest: string, at: Date): Promise<boolean> {
    const result = await this.codes.update({ staffUserId: staffId, codeDigest: digest, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) > 0;
  }

  countRecoveryCodesLeft(staffId: number): Promise<number> {
    return this.codes.countBy({ staffUserId: staffId, usedAt: IsNull() });
  }

  reset(staffId: number): Promise<boolean> {
    return this.users.manager.transaction(async (manager) => {
      const result = await manager.update(
        StaffUserEntity,
        { id: staffId },
        {
          twoFactorSecret: null,
          twoFactorPendingSecret: null,
          twoFactorEnabledAt: null,
          twoFactorLastStep: null,
          sessionVersion: NEXT_SESSION,
        },
      );
      if (!result.affected) return false;
      await manager.delete(StaffRecoveryCodeEntity, { staffUserId: staffId });
      await this.audit.record(manager, { action: 'two-factor-reset', entityType: 'staff-user', entityId: staffId });
      return true;
    });
  }
}
