import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AccountAttemptStore } from '../application/account-attempt-store.port';
import type { AccountFailures } from '../domain/account-attempts';
import { StaffUserEntity } from './staff-user.entity';

/** The count lives in the account's row: every instance reads and raises the same one. */
@Injectable()
export class TypeormAccountAttemptStore extends AccountAttemptStore {
  constructor(@InjectRepository(StaffUserEntity) private readonly users: Repository<StaffUserEntity>) {
    super();
  }

  async failuresOf(staffId: number): Promise<AccountFailures | null> {
    const row = await this.users.findOne({ where: { id: staffId }, select: { id: true, loginFailures: true, loginFailuresSince: true } });
    return row && { count: Number(row.loginFailures), since: row.loginFailuresSince };
  }

  async recordFailure(staffId: number, now: Date, windowStart: Date): Promise<void> {
    // Both assignments read the row's old window start (MySQL assigns left to right: the count goes first).
    const stale = '(login_failures_since IS NULL OR login_failures_since <= :windowStart)';
    await this.users
      .createQueryBuilder()
      .update(StaffUserEntity)
      .set({
        loginFailures: () => `CASE WHEN ${stale} THEN 1 ELSE login_failures + 1 END`,
        loginFailuresSince: () => `CASE WHEN ${stale} THEN :now ELSE login_failures_since END`,
        updatedAt: () => 'updated_at',
      })
      .where('id = :staffId', { staffId, now, windowStart })
      .execute();
  }

  async clear(staffId: number): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update(StaffUserEntity)
      .set({ loginFailures: 0, loginFailuresSince: null, updatedAt: () => 'updated_at' })
      .where('id = :staffId AND login_failures > 0', { staffId })
      .execute();
  }
}
