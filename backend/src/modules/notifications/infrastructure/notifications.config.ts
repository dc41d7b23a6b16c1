import { AppConfig } from '../../../shared/config/app-config';
import { ConfigReader } from '../../../shared/config/config-reader';
import { ShopAlertsConfig } from '../application/shop-alerts-config.port';

/** The notifications' environment variables, validated at start (a bad value names its variable). */
export function loadNotificationsConfig(reader: ConfigReader, app: AppConfig): ShopAlertsConfig {
  const allowPrivate = reader.flag('WEBHOOK_ALLOW_PRIVATE_ADDRESSES', {
    fallback: false,
    about:
      'in production, allow webhooks to private, loopback, link-local and other non-public addresses (always allowed outside production; see ["Addresses a webhook may not reach"](features/alerts-webhooks-low-stock.md))',
  });
  return Object.freeze({
    pollMs: reader.integer('NOTIFICATIONS_POLL_MS', {
      fallback: 5_000,
      min: 50,
      max: 600_000,
      about: "how often each instance looks for the shop's emails and webhook deliveries due; also the unit of the emails' retry delays",
    }),
    emailMaxAttempts: 20,
    // Tests and local integrators post to a receiver on this machine: refused only in production.
    webhookAllowPrivate: allowPrivate || app.nodeEnv !== 'production',
    webhookTimeoutMs: reader.integer('WEBHOOK_TIMEOUT_MS', {
      fallback: 10_000,
      min: 100,
      max: 60_000,
      about: "one webhook delivery's time limit",
    }),
    webhookRetryBaseMs: reader.integer('WEBHOOK_RETRY_BASE_MS', {
      fallback: 30_000,
      min: 10,
      max: 3_600_000,
      about: 'a failed delivery is tried again after this, then twice as long each time (at most an hour apart)',
    }),
    webhookMaxAttempts: reader.integer('WEBHOOK_MAX_ATTEMPTS', {
      fallback: 10,
      min: 1,
      max: 30,
      about: 'attempts at one webhook delivery before it is given up',
    }),
    lowStockDigestHour: reader.integer('LOW_STOCK_DIGEST_HOUR', {
      fallback: 8,
      min: 0,
      max: 23,
      about: "from this hour of the shop's day, the day's low-stock digest is emailed (once a day)",
    }),
    lowStockCheckMs: reader.integer('LOW_STOCK_CHECK_MS', {
      fallback: 60_000,
      min: 50,
      max: 3_600_000,
      about: 'how often each instance looks for items that sold out (also a second after an order)',
    }),
    publicUrl: app.publicUrl.replace(/\/+$/, ''),
    timeZone: app.shopTimeZone,
  });
}
