/** Port: the notifications' server settings (environment variables, validated at start). */
export abstract class ShopAlertsConfig {
  /** NOTIFICATIONS_POLL_MS: how often each process looks for alerts and deliveries due; also the email retries' unit. */
  abstract readonly pollMs: number;
  /** Attempts at one shop email before it is given up. */
  abstract readonly emailMaxAttempts: number;
  /** WEBHOOK_ALLOW_PRIVATE_ADDRESSES (always allowed outside production). */
  abstract readonly webhookAllowPrivate: boolean;
  /** WEBHOOK_TIMEOUT_MS: one delivery's time limit. */
  abstract readonly webhookTimeoutMs: number;
  /** WEBHOOK_RETRY_BASE_MS: the first retry's wait, doubled each time. */
  abstract readonly webhookRetryBaseMs: number;
  abstract readonly webhookMaxAttempts: number;
  /** LOW_STOCK_DIGEST_HOUR: the hour of the shop's day from which the day's digest goes out. */
  abstract readonly lowStockDigestHour: number;
  /** LOW_STOCK_CHECK_MS: how often each process looks for items that sold out (and for the day's digest). */
  abstract readonly lowStockCheckMs: number;
  /** Where the emails' links point (PUBLIC_URL). */
  abstract readonly publicUrl: string;
  abstract readonly timeZone: string;
}
