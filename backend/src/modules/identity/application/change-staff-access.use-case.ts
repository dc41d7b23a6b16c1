import { Injectable } from '@nestjs/common';
import { lastActiveAdmin, staffNotFound } from '../domain/identity.errors';
import type { StaffAccessChange } from '../domain/staff-access';
import type { StaffUser } from '../domain/staff-user';
import { StaffUserStore } from './staff-user-store.port';

/**
 * An admin renames a staff member, changes their role, disables or enables them. A new role or a
 * disabling ends their sessions at once; the last active admin can be neither demoted nor disabled.
 */
@Injectable()
export class ChangeStaffAccessUseCase {
  constructor(private readonly users: StaffUserStore) {}

  async execute(input: { id: number; change: StaffAccessChange & { name?: string } }): Promise<StaffUser> {
    const change = { ...input.change, ...(input.change.name !== undefined ? { name: input.change.name.trim() } : {}) };
    const result = await this.users.changeAccess(input.id, change);
    if (result.outcome === 'not-found') throw staffNotFound();
    if (result.outcome === 'last-admin') throw lastActiveAdmin();
    return result.user;
  }
}
