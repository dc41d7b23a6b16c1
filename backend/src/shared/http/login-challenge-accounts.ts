/**
 * Port (implemented by identity): the account a login challenge names, only when this shop signed it and
 * it has not expired. The two-factor step's rate limit counts per address and this account, so a forged
 * challenge naming someone else spends no attempt of theirs.
 */
export abstract class LoginChallengeAccounts {
  /** `staff:<id>` for a challenge this shop signed, null for a forged, expired or malformed one. */
  abstract accountOf(challenge: unknown): Promise<string | null>;
}
