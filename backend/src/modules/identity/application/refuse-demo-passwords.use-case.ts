import { Injectable } from '@nestjs/common';
import { DEMO_ACCOUNTS } from '../domain/demo-accounts';
import { PasswordHasher, StaffUserStore } from './staff-user-store.port';

/** A production shop must not run with the passwords printed in the README. */
@Injectable()
export class RefuseDemoPasswordsUseCase {
  constructor(
    private readonly users: StaffUserStore,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Returns the emails that still use a demo password. */
  async execute(): Promise<string[]> {
    const offenders: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const user = await this.users.findByEmail(account.email);
      if (user && (await this.hasher.verify(account.password, user.passwordHash))) offenders.push(account.email);
    }
    return offenders;
  }
}
