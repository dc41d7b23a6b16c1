import { Injectable } from '@nestjs/common';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import type { AuthenticatedStaff } from './authenticated-staff.views';
import { StaffUserStore } from './staff-user-store.port';

/**
 * Logging out ends the session on the server, not only in the browser: the account's session version is
 * raised, so the token (and any other of the account's tokens) answers 401 SESSION_ENDED on every instance
 * from its next request, instead of living out its JWT_EXPIRES_IN. The guard's one read stays as it is.
 */
@Injectable()
export class LogOutUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly audit: AuditTrail,
  ) {}

  async execute(staff: AuthenticatedStaff): Promise<void> {
    if (await this.users.endSessions(staff.id, staff.sessionVersion)) {
      await this.audit.record(null, { action: 'logout', entityType: 'staff-user', entityId: staff.id });
    }
  }
}
