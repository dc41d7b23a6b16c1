import { AppConfig, ConfigError, flag } from '../../../shared/config/app-config';
import { ShopAlertsConfig } from '../application/shop-alerts-config.port';

type Env = AppConfig['env'];

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** The notifications' environment variables, validated when the module starts (a bad value names its variable). */
export function loadShopAlertsConfig(config: AppConfig): ShopAlertsConfig {
  const env = config.env;
  const allowPrivate = flag(env, 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES', false);
  return Object.freeze({
    pollMs: whole(env, 'NOTIFICATIONS_POLL_MS', 5_000, 50, 600_000),
    emailMaxAttempts: 20,
    // Tests and local integrators post to a receiver on this machine: refused only in production.
    webhookAllowPrivate: allowPrivate || config.nodeEnv !== 'production',
    webhookTimeoutMs: whole(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    webhookRetryBaseMs: whole(env, 'WEBHOOK_RETRY_BASE_MS', 30_000, 10, 3_600_000),
    webhookMaxAttempts: whole(env, 'WEBHOOK_MAX_ATTEMPTS', 10, 1, 30),
    lowStockDigestHour: whole(env, 'LOW_STOCK_DIGEST_HOUR', 8, 0, 23),
    lowStockCheckMs: whole(env, 'LOW_STOCK_CHECK_MS', 60_000, 50, 3_600_000),
    publicUrl: config.publicUrl.replace(/\/+$/, ''),
    timeZone: config.shopTimeZone,
  });
}
