import { Injectable } from '@nestjs/common';
import type { Page } from '../../../shared/pagination/list-query';
import { staffNotFound } from '../domain/identity.errors';
import type { StaffUser } from '../domain/staff-user';
import { IdentityConfig } from './identity-config.port';
import { SignedInStaff, signedInStaff } from './signed-in.rules';
import { StaffListCriteria, StaffUserStore } from './staff-user-store.port';
import { TwoFactorStore } from './two-factor-store.port';

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

/** The staff screen's reads, and a staff member's view of their own two-factor. */
@Injectable()
export class StaffUsersQueries {
  constructor(
    private readonly users: StaffUserStore,
    private readonly twoFactor: TwoFactorStore,
    private readonly settings: IdentityConfig,
  ) {}

  /** The signed-in staff member's own account. */
  async account(id: number): Promise<SignedInStaff> {
    return signedInStaff(await this.one(id), this.settings);
  }

  list(criteria: StaffListCriteria): Promise<Page<StaffUser>> {
    return this.users.list(criteria);
  }

  async one(id: number): Promise<StaffUser> {
    const user = await this.users.findById(id);
    if (!user) throw staffNotFound();
    return user;
  }

  async twoFactorStatus(id: number): Promise<TwoFactorStatus> {
    const user = await this.one(id);
    const enabled = user.twoFactorEnabledAt !== null;
    return {
      enabled,
      enabledAt: user.twoFactorEnabledAt,
      recoveryCodesLeft: enabled ? await this.twoFactor.countRecoveryCodesLeft(id) : 0,
    };
  }
}
