import { hkdfSync } from 'node:crypto';
import { AppConfig } from '../../../shared/config/app-config';
import { ConfigReader } from '../../../shared/config/config-reader';
import { IdentityConfig } from '../application/identity-config.port';
import { STAFF_TWO_FACTOR_MODES } from '../domain/staff-access';

export function loadIdentityConfig(reader: ConfigReader, app: AppConfig): IdentityConfig {
  const production = app.nodeEnv === 'production';
  const failures = reader.integer('ACCOUNT_LOGIN_FAILURES', {
    fallback: 20,
    min: 1,
    max: 10_000,
    about:
      'failed passwords and codes of one staff account, from all addresses together, after which it answers 429 until its window ends (see ["Security rules of staff accounts"](features/staff-accounts.md#security-rules-of-staff-accounts))',
  });
  const windowMinutes = reader.integer('ACCOUNT_LOGIN_WINDOW_MINUTES', {
    fallback: 15,
    min: 1,
    max: 1440,
    about: 'the window of `ACCOUNT_LOGIN_FAILURES`, from the first failure counted',
  });
  const demoLoginHints = reader.flag('DEMO_LOGIN_HINTS', {
    fallback: false,
    shownDefault: 'false (npm start sets true)',
    about: 'the login page shows the demo logins, only when this start loaded the demo data into an empty database; never in production',
  });
  const twoFactor = reader.choice('STAFF_TWO_FACTOR', STAFF_TWO_FACTOR_MODES, {
    fallback: production ? 'required' : 'optional',
    shownDefault: 'required in production, optional elsewhere',
    about:
      '`required`: a staff member without two-factor login gets a token that only lets them enrol (every other staff route answers 403 `TWO_FACTOR_ENROLMENT_REQUIRED`); `optional`: each chooses (see ["Staff accounts, roles and two-factor"](features/staff-accounts.md))',
  });
  const twoFactorKey = reader.secret('STAFF_TWO_FACTOR_KEY', {
    minLength: 32,
    shownDefault: 'derived from JWT_SECRET',
    about:
      'key of the stored authenticator keys (AES-256-GCM) and recovery-code digests, the same on every instance; changing it, or `JWT_SECRET` while it is unset, makes every enrolled authenticator unreadable (each staff member enrols again after a reset)',
  });
  return Object.freeze({
    accountAttempts: Object.freeze({ failures, windowMs: windowMinutes * 60_000 }),
    // Never on a production shop, whatever the setting says: its demo passwords are refused at start anyway.
    demoLoginHints: !production && demoLoginHints,
    twoFactor,
    twoFactorKeySource: twoFactorKey ?? app.jwtSecret,
    authenticatorIssuer: new URL(app.publicUrl).hostname,
    backOfficeUrl: new URL('/admin/', app.publicUrl).toString(),
  });
}

/** A key of its own for each use, derived from one secret (HKDF-SHA-256), so no secret serves two purposes. */
function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), `shop:${purpose}`, 32));
}

export interface TwoFactorKeys {
  /** Encrypts the authenticator keys. */
  sealing: Buffer;
  /** Keys the recovery codes' digests. */
  digest: Buffer;
}

/**
 * From STAFF_TWO_FACTOR_KEY when set, otherwise the JWT secret, which every instance shares already
 * (IdentityConfig.twoFactorKeySource). Changing the source makes the stored keys unreadable: each staff
 * member then enrols again after an admin (or `npm run admin:create -- --reset-two-factor`) resets them.
 */
export function twoFactorKeys(source: string): TwoFactorKeys {
  return { sealing: derive(source, 'staff-two-factor-sealing'), digest: derive(source, 'staff-recovery-codes') };
}

/** Signs the login challenges: a challenge is never accepted where a staff token is asked for. */
export function challengeKey(config: AppConfig): Buffer {
  return derive(config.jwtSecret, 'staff-two-factor-challenge');
}

/** Signs the invitations' set-password links: never taken for a staff token or a login challenge. */
export function invitationKey(config: AppConfig): Buffer {
  return derive(config.jwtSecret, 'staff-invitation');
}
