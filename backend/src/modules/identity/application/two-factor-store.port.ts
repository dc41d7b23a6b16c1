/** The two-factor state of one account, sealed secrets as stored. */
export interface TwoFactorRecord {
  /** The confirmed authenticator key, sealed; null while two-factor is off. */
  sealedSecret: string | null;
  /** A key shown for enrolment and not yet confirmed with a code, sealed. */
  sealedPendingSecret: string | null;
  /** The last time step a code was accepted for: a code of that step or an earlier one is refused. */
  lastUsedStep: number | null;
}

/** Port: two-factor columns of the staff accounts and their recovery codes. */
export abstract class TwoFactorStore {
  abstract find(staffId: number): Promise<TwoFactorRecord | null>;
  abstract savePendingSecret(staffId: number, sealedSecret: string): Promise<void>;
  /**
   * Turns two-factor on with the pending key (only if it is still the one confirmed), stores the
   * recovery codes' digests in place of any before, records the step used and ends the account's
   * other sessions. Answers the new session version, or null when the pending key changed meanwhile.
   */
  abstract enable(
    staffId: number,
    input: { sealedPendingSecret: string; step: number; recoveryCodeDigests: string[]; at: Date },
  ): Promise<number | null>;
  /** Records a code's time step unless a code of that step or a later one was accepted already. */
  abstract useStep(staffId: number, step: number): Promise<boolean>;
  /** Marks one unused recovery code used; false when no unused code has this digest. */
  abstract useRecoveryCode(staffId: number, digest: string, at: Date): Promise<boolean>;
  abstract countRecoveryCodesLeft(staffId: number): Promise<number>;
  /** Two-factor off, key and codes gone, sessions ended; false when there is no such account. */
  abstract reset(staffId: number): Promise<boolean>;
}

/** Port: TOTP (RFC 6238: SHA-1, six digits, 30-second steps, the authenticator apps' defaults). */
export abstract class TotpAuthenticator {
  /** A new random key, base32 as authenticator apps take it. */
  abstract newSecret(): string;
  /** The otpauth:// address a QR code carries. */
  abstract keyUri(secret: string, accountName: string, issuer: string): string;
  /** The address as a QR code picture (a data: URL). */
  abstract qrCode(uri: string): Promise<string>;
  /** The time step the code belongs to (the current one or one step either side), or null. */
  abstract matchStep(secret: string, code: string, at: Date): Promise<number | null>;
}

/** Port: secrecy of what two-factor stores. */
export abstract class TwoFactorSecrets {
  /** Encrypts an authenticator key for storage. */
  abstract seal(secret: string): string;
  /** The key, or null when it was sealed with another key (the setting changed). */
  abstract open(sealed: string): string | null;
  /** Recovery codes as stored: a keyed digest, never the code. */
  abstract digest(recoveryCode: string): string;
  abstract newRecoveryCodes(count: number): string[];
}
