import { AppConfig } from '../../../shared/config/app-config';
import { ConfigError, ConfigReader } from '../../../shared/config/config-reader';
import { storedSecret } from '../../../shared/config/stored-secret';
import { PAYMENT_PROVIDERS, PaymentProviderName, PaymentsConfig, TranzilaApiCredentials } from '../application/payments-config.port';

const HMAC_SECRET_FILE = 'payment-hmac-secret';
/** The terminal name goes into the frame URL path. */
const TERMINAL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SANDBOX_TERMINAL = 'sandbox';
const FRAME_SOURCE = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;

/** Same rule as the JWT secret: generated once into the data folder unless several instances need one value. */
function hmacSecret(reader: ConfigReader, app: AppConfig): string {
  const given = reader.secret('PAYMENT_HMAC_SECRET', {
    minLength: 32,
    shownDefault: 'random, stored in DATA_DIR/payment-hmac-secret',
    about: 'key of the token in the payment notify URL; required in production with MySQL',
  });
  if (given !== undefined) return given;
  if (app.nodeEnv === 'production' && app.databaseUrl) {
    // Every instance behind the load balancer must verify the tokens the others issued.
    throw new ConfigError('PAYMENT_HMAC_SECRET', 'is required in production with DATABASE_URL');
  }
  return storedSecret(app.dataDir, HMAC_SECRET_FILE);
}

function terminal(reader: ConfigReader, provider: PaymentProviderName): string {
  const value = reader.text('TRANZILA_TERMINAL', {
    pattern: TERMINAL_PATTERN,
    patternSays: 'letters, digits, - or _',
    shownDefault: 'required for tranzila',
    about: 'terminal name of the hosted payment frame',
  });
  if (value !== undefined) return value;
  if (provider === 'tranzila') throw new ConfigError('TRANZILA_TERMINAL', 'is required when PAYMENT_PROVIDER=tranzila');
  return SANDBOX_TERMINAL;
}

function apiCredentials(reader: ConfigReader): TranzilaApiCredentials | null {
  const appKey = reader.text('TRANZILA_APP_KEY', {
    shownDefault: 'required for tranzila in production',
    about: 'API key: every notify is confirmed by a transaction lookup (with TRANZILA_SECRET)',
  });
  const secret = reader.secret('TRANZILA_SECRET', {
    minLength: 1,
    shownDefault: 'required for tranzila in production',
    about: 'API secret that goes with TRANZILA_APP_KEY',
  });
  const timeUnit = reader.choice('TRANZILA_TIME_UNIT', ['seconds', 'milliseconds'] as const, {
    fallback: 'seconds',
    about: 'time unit of the API request-time header',
  });
  if (!appKey && !secret) return null;
  if (!appKey) throw new ConfigError('TRANZILA_APP_KEY', 'is required when TRANZILA_SECRET is set');
  if (!secret) throw new ConfigError('TRANZILA_SECRET', 'is required when TRANZILA_APP_KEY is set');
  return { appKey, secret: secret.trim(), timeUnit };
}

/** Origins the frame may show besides the provider's, should its 3-D Secure page need one. */
function extraFrameSources(reader: ConfigReader): string[] {
  return reader.parsed(
    'CSP_FRAME_SOURCES',
    {
      kind: 'list',
      shownDefault: 'none',
      shownAllowed: 'https origins, separated by commas or spaces',
      about: "extra https origins the payment frame may show, should the provider's 3-D Secure need one",
    },
    (raw, refuse) => {
      const sources = (raw ?? '').split(/[\s,]+/).filter(Boolean);
      const bad = sources.find((source) => !FRAME_SOURCE.test(source));
      return bad === undefined ? sources : refuse(`must list https origins like https://3ds.bank.example, got "${bad}"`);
    },
  );
}

/**
 * Reads and checks the payments' configuration at start, naming the variable at fault, so a
 * misconfigured shop refuses to start instead of failing at the first payment.
 */
export function loadPaymentsConfig(reader: ConfigReader, app: AppConfig): PaymentsConfig {
  const production = app.nodeEnv === 'production';
  if (production && reader.peek('PAYMENT_PROVIDER') === undefined) {
    // The sandbox accepts test cards: a production shop must choose it on purpose (staging, benchmarks).
    throw new ConfigError('PAYMENT_PROVIDER', 'must be set in production (tranzila, or sandbox on purpose for a staging shop)');
  }
  const provider = reader.choice('PAYMENT_PROVIDER', PAYMENT_PROVIDERS, {
    fallback: 'sandbox',
    shownDefault: 'sandbox (must be set in production)',
    about: '`tranzila` or the built-in `sandbox`',
  });
  // Read here for the table; the production check (production-safety.ts) and the documents' sandbox obey it.
  reader.flag('PAYMENT_SANDBOX_IN_PRODUCTION', {
    fallback: false,
    about: 'allow the sandbox providers (payments and tax documents) in production on purpose (a staging shop)',
  });
  const api = apiCredentials(reader);
  const handshake = reader.flag('TRANZILA_HANDSHAKE', {
    fallback: false,
    about: 'lock the amount with a handshake token (terminal option "Hand Shake"; needs the API keys)',
  });
  const allowUnverifiedNotify = reader.flag('TRANZILA_ALLOW_UNVERIFIED_NOTIFY', {
    fallback: false,
    about:
      'in production, accept Tranzila notifies without the API keys (no transaction lookup): only the notify token then guards against a shopper forging one',
  });
  const transactionPassword = reader.secret('TRANZILA_TRANSACTION_PASSWORD', {
    minLength: 1,
    shownDefault: 'none: card and Bit refunds cannot be made with tranzila',
    about: "the terminal's transaction password, which refunds (credit transactions) need",
  });
  if (provider === 'tranzila' && handshake && !api) {
    throw new ConfigError('TRANZILA_HANDSHAKE', 'needs TRANZILA_APP_KEY and TRANZILA_SECRET (the handshake is an API call)');
  }
  if (provider === 'tranzila' && production && !api && !allowUnverifiedNotify) {
    // The notify URL (and its token) travels inside the payment frame's address, which the shopper
    // can read; only the provider's transaction lookup proves that a notify really comes from a payment.
    throw new ConfigError('TRANZILA_APP_KEY', 'and TRANZILA_SECRET are required in production, so every notify is confirmed with Tranzila');
  }
  return Object.freeze({
    provider,
    publicUrl: app.publicUrl,
    sandboxOnPageOrigin: !app.publicUrlGiven,
    hmacSecret: hmacSecret(reader, app),
    terminal: terminal(reader, provider),
    api: provider === 'tranzila' ? api : null,
    handshake: provider === 'tranzila' && handshake,
    transactionPassword: provider === 'tranzila' ? (transactionPassword?.trim() ?? null) : null,
    extraFrameSources: Object.freeze(extraFrameSources(reader)),
  });
}
