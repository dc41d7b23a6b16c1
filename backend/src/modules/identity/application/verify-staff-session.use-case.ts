import { Injectable } from '@nestjs/common';
import { sessionEnded } from '../domain/identity.errors';
import { mustEnrol } from '../domain/staff-access';
import type { AuthenticatedStaff, TokenSubject } from './authenticated-staff.views';
import { IdentityConfig } from './identity-config.port';
import { StaffUserStore } from './staff-user-store.port';

/**
 * Every staff request: the token's account must still be active and its session version unchanged
 * (one read by primary key). Public routes never come here, so shoppers' reads pay nothing for it.
 */
@Injectable()
export class VerifyStaffSessionUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly settings: IdentityConfig,
  ) {}

  async execute(subject: TokenSubject): Promise<AuthenticatedStaff> {
    const row = await this.users.findSession(subject.id);
    if (!row || !row.active || row.sessionVersion !== subject.sessionVersion) throw sessionEnded();
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      twoFactorEnabled: row.twoFactorEnabled,
      sessionVersion: row.sessionVersion,
      enrolmentRequired: mustEnrol(this.settings.twoFactor, row.twoFactorEnabled),
    };
  }
}
