/** Two-factor login (TOTP, RFC 6238) with one-time recovery codes. */

/** Recovery codes made at enrolment, shown once. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_LENGTH = 10;

/** A recovery code as shown: two groups of five, `K7M2P-XQ94R`. */
export function formatRecoveryCode(raw: string): string {
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** Random bytes into a recovery code (about 49 bits: 10 symbols of 31). */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error(`a recovery code needs ${RECOVERY_CODE_LENGTH} random bytes`);
  let raw = '';
  // 256 is not a multiple of 31: bytes at or above 248 would favour the first letters; the caller gives spare bytes.
  for (const byte of bytes) {
    if (byte >= 248) continue;
    raw += RECOVERY_CODE_ALPHABET[byte % RECOVERY_CODE_ALPHABET.length];
    if (raw.length === RECOVERY_CODE_LENGTH) return formatRecoveryCode(raw);
  }
  throw new Error('not enough random bytes for a recovery code');
}

/** What a staff member typed at the second step: the authenticator's six digits, or a recovery code. */
export type SecondFactor = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** Spaces and hyphens are ignored and letters taken in any case, as people copy and type them. */
export function readSecondFactor(typed: string): SecondFactor | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (compact.length === RECOVERY_CODE_LENGTH && [...compact].every((ch) => RECOVERY_CODE_ALPHABET.includes(ch))) {
    return { kind: 'recovery', code: formatRecoveryCode(compact) };
  }
  return null;
}
