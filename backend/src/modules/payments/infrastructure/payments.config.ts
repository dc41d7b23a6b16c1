import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig, ConfigError, flag } from '../../../shared/config/app-config';
import { PAYMENT_PROVIDERS, PaymentProviderName, PaymentsSettings, TranzilaApiCredentials } from '../application/payments-settings.port';

type Env = AppConfig['env'];

const HMAC_SECRET_FILE = 'payment-hmac-secret';
const MIN_SECRET_LENGTH = 32;
/** The terminal name goes into the frame URL path. */
const TERMINAL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SANDBOX_TERMINAL = 'sandbox';

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(name, `must be ${allowed.join(' or ')}, got "${raw}"`);
  return raw as T;
}

/** Same rule as the JWT secret: generated once into the data folder unless several instances need one value. */
function hmacSecret(config: AppConfig): string {
  const given = config.env.PAYMENT_HMAC_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < MIN_SECRET_LENGTH)
      throw new ConfigError('PAYMENT_HMAC_SECRET', `must be at least ${MIN_SECRET_LENGTH} characters long`);
    return given;
  }
  if (config.nodeEnv === 'production' && config.databaseUrl) {
    // Every instance behind the load balancer must verify the tokens the others issued.
    throw new ConfigError('PAYMENT_HMAC_SECRET', 'is required in production with DATABASE_URL');
  }
  const path = join(config.dataDir, HMAC_SECRET_FILE);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

function terminal(env: Env, provider: PaymentProviderName): string {
  const value = text(env, 'TRANZILA_TERMINAL');
  if (value === undefined) {
    if (provider === 'tranzila') throw new ConfigError('TRANZILA_TERMINAL', 'is required when PAYMENT_PROVIDER=tranzila');
    return SANDBOX_TERMINAL;
  }
  if (!TERMINAL_PATTERN.test(value)) throw new ConfigError('TRANZILA_TERMINAL', `must be letters, digits, - or _, got "${value}"`);
  return value;
}

function apiCredentials(env: Env): TranzilaApiCredentials | null {
  const appKey = text(env, 'TRANZILA_APP_KEY');
  const secret = text(env, 'TRANZILA_SECRET');
  const timeUnit = choice(env, 'TRANZILA_TIME_UNIT', ['seconds', 'milliseconds'] as const, 'seconds');
  if (!appKey && !secret) return null;
  if (!appKey) throw new ConfigError('TRANZILA_APP_KEY', 'is required when TRANZILA_SECRET is set');
  if (!secret) throw new ConfigError('TRANZILA_SECRET', 'is required when TRANZILA_APP_KEY is set');
  return { appKey, secret, timeUnit };
}

/**
 * Reads and checks the payment settings at start, naming the variable at fault, so a
 * misconfigured shop refuses to start instead of failing at the first payment.
 */
export function loadPaymentsSettings(config: AppConfig): PaymentsSettings {
  const env = config.env;
  if (config.nodeEnv === 'production' && text(env, 'PAYMENT_PROVIDER') === undefined) {
    // The sandbox accepts test cards: a production shop must choose it on purpose (staging, benchmarks).
    throw new ConfigError('PAYMENT_PROVIDER', 'must be set in production (tranzila, or sandbox on purpose for a staging shop)');
  }
  const provider = choice(env, 'PAYMENT_PROVIDER', PAYMENT_PROVIDERS, 'sandbox');
  const api = apiCredentials(env);
  const handshake = flag(env, 'TRANZILA_HANDSHAKE', false);
  if (provider === 'tranzila' && handshake && !api) {
    throw new ConfigError('TRANZILA_HANDSHAKE', 'needs TRANZILA_APP_KEY and TRANZILA_SECRET (the handshake is an API call)');
  }
  if (provider === 'tranzila' && config.nodeEnv === 'production' && !api && !flag(env, 'TRANZILA_ALLOW_UNVERIFIED_NOTIFY', false)) {
    // The notify URL (and its token) travels inside the payment frame's address, which the shopper
    // can read; only the provider's transaction lookup proves that a notify really comes from a payment.
    throw new ConfigError('TRANZILA_APP_KEY', 'and TRANZILA_SECRET are required in production, so every notify is confirmed with Tranzila');
  }
  return Object.freeze({
    provider,
    publicUrl: config.publicUrl,
    sandboxOnPageOrigin: !env.PUBLIC_URL,
    hmacSecret: hmacSecret(config),
    terminal: terminal(env, provider),
    api: provider === 'tranzila' ? api : null,
    handshake: provider === 'tranzila' && handshake,
    transactionPassword: provider === 'tranzila' ? (text(env, 'TRANZILA_TRANSACTION_PASSWORD') ?? null) : null,
  });
}
