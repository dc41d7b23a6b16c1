import { hkdfSync } from 'node:crypto';
import { AppConfig, ConfigError, flag } from '../../../shared/config/app-config';
import { IdentitySettings } from '../application/identity-settings.port';
import type { AccountAttemptRule } from '../domain/account-attempts';
import { STAFF_TWO_FACTOR_MODES, StaffTwoFactorMode } from '../domain/staff-access';

const MIN_KEY_LENGTH = 32;

function twoFactorMode(config: AppConfig): StaffTwoFactorMode {
  const raw = config.env.STAFF_TWO_FACTOR?.trim().toLowerCase();
  if (!raw) return config.nodeEnv === 'production' ? 'required' : 'optional';
  if (!(STAFF_TWO_FACTOR_MODES as readonly string[]).includes(raw)) {
    throw new ConfigError('STAFF_TWO_FACTOR', `must be ${STAFF_TWO_FACTOR_MODES.join(' or ')}, got "${raw}"`);
  }
  return raw as StaffTwoFactorMode;
}

function wholeNumber(config: AppConfig, name: string, fallback: number, min: number, max: number): number {
  const raw = config.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function accountAttempts(config: AppConfig): AccountAttemptRule {
  return Object.freeze({
    failures: wholeNumber(config, 'ACCOUNT_LOGIN_FAILURES', 20, 1, 10_000),
    windowMs: wholeNumber(config, 'ACCOUNT_LOGIN_WINDOW_MINUTES', 15, 1, 1440) * 60_000,
  });
}

export function loadIdentitySettings(config: AppConfig): IdentitySettings {
  return Object.freeze({
    accountAttempts: accountAttempts(config),
    // Never on a production shop, whatever the setting says: its demo passwords are refused at start anyway.
    demoLoginHints: config.nodeEnv !== 'production' && flag(config.env, 'DEMO_LOGIN_HINTS', false),
    twoFactor: twoFactorMode(config),
    authenticatorIssuer: new URL(config.publicUrl).hostname,
    backOfficeUrl: new URL('/admin/', config.publicUrl).toString(),
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
 * STAFF_TWO_FACTOR_KEY when set, otherwise the JWT secret, which every instance shares already.
 * Changing the source makes the stored keys unreadable: each staff member then enrols again after
 * an admin (or `npm run admin:create -- --reset-two-factor`) resets them.
 */
export function twoFactorKeys(config: AppConfig): TwoFactorKeys {
  const given = config.env.STAFF_TWO_FACTOR_KEY;
  if (given !== undefined && given !== '' && given.length < MIN_KEY_LENGTH) {
    throw new ConfigError('STAFF_TWO_FACTOR_KEY', `must be at least ${MIN_KEY_LENGTH} characters long`);
  }
  const source = given || config.jwtSecret;
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
