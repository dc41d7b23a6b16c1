import { Injectable } from '@nestjs/common';
import { accountHeldUntil, windowStartBefore } from '../domain/account-attempts';
import { accountHeld } from '../domain/identity.errors';
import { AccountAttemptStore } from './account-attempt-store.port';
import { IdentityConfig } from './identity-config.port';

/**
 * The account-wide limit on guessing, applied by the login's two steps and by re-authentication: an
 * account held back answers 429 with Retry-After before any password or code is looked at, whoever asks.
 */
@Injectable()
export class AccountAttempts {
  constructor(
    private readonly store: AccountAttemptStore,
    private readonly settings: IdentityConfig,
  ) {}

  /** Throws ACCOUNT_ATTEMPTS_EXCEEDED (429) while the account is held back. */
  async ensureOpen(staffId: number, now = new Date()): Promise<void> {
    const failures = await this.store.failuresOf(staffId);
    const until = failures && accountHeldUntil(failures, this.settings.accountAttempts, now);
    if (until) throw accountHeld((until.getTime() - now.getTime()) / 1000);
  }

  failed(staffId: number, now = new Date()): Promise<void> {
    return this.store.recordFailure(staffId, now, windowStartBefore(this.settings.accountAttempts, now));
  }

  succeeded(staffId: number): Promise<void> {
    return this.store.clear(staffId);
  }
}
