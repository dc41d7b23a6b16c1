/**
 * The account-wide slowdown of guessing: failed passwords and codes of one account are counted together,
 * from every client address, and after `failures` of them within one window the account answers
 * "try later" until that window ends (the per-address limits cannot see many addresses working together).
 */
export interface AccountAttemptRule {
  /** Failed attempts within one window that hold the account back. */
  failures: number;
  windowMs: number;
}

/** An account's count of failed attempts and when its window began (null: none counted). */
export interface AccountFailures {
  count: number;
  since: Date | null;
}

/** When the account may try again, or null when it is not held back. */
export function accountHeldUntil(failures: AccountFailures, rule: AccountAttemptRule, now: Date): Date | null {
  if (!failures.since || failures.count < rule.failures) return null;
  const ends = new Date(failures.since.getTime() + rule.windowMs);
  return ends > now ? ends : null;
}

/** A failure at `now` starts a new window when the last one began at or before this moment. */
export function windowStartBefore(rule: AccountAttemptRule, now: Date): Date {
  return new Date(now.getTime() - rule.windowMs);
}
