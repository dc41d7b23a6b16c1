import type { AccountFailures } from '../domain/account-attempts';

/** Port: each account's count of failed passwords and codes, shared by every instance (its row). */
export abstract class AccountAttemptStore {
  abstract failuresOf(staffId: number): Promise<AccountFailures | null>;
  /**
   * Counts one failure in one statement (two instances never lose one): the count starts again at 1
   * when the account's window began at or before `windowStart`.
   */
  abstract recordFailure(staffId: number, now: Date, windowStart: Date): Promise<void>;
  /** A finished login: the count starts again (one write, and only when something was counted). */
  abstract clear(staffId: number): Promise<void>;
}
