export const PAYMENT_PROVIDERS = ['sandbox', 'tranzila'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface TranzilaApiCredentials {
  appKey: string;
  secret: string;
  /** The provider's documentation disagrees on the unit of the request time header. */
  timeUnit: 'seconds' | 'milliseconds';
}

/**
 * The payments' configuration, read and validated once at start (infrastructure/payments.config.ts).
 * Also the DI token.
 */
export abstract class PaymentsConfig {
  abstract readonly provider: PaymentProviderName;
  /** The shop's public address: return pages and the notify endpoint live under it. */
  abstract readonly publicUrl: string;
  /**
   * True when PUBLIC_URL is not set (a local shop, opened at 127.0.0.1 or from a phone on the local
   * network): the sandbox's card form is then addressed from the page's own origin, so the frame and
   * the return pages work wherever the shop was opened. Nothing is read from the Host header.
   */
  abstract readonly sandboxOnPageOrigin: boolean;
  /** Key of the notify URL token. */
  abstract readonly hmacSecret: string;
  /** Tranzila terminal name; the sandbox uses it in its frame path too. */
  abstract readonly terminal: string;
  /** Present when TRANZILA_APP_KEY and TRANZILA_SECRET are set: enables the API calls. */
  abstract readonly api: TranzilaApiCredentials | null;
  /** Lock the amount with a handshake token before showing the frame. */
  abstract readonly handshake: boolean;
  /** The terminal's transaction password (TRANZILA_TRANSACTION_PASSWORD), which refunds need; null: refunds are unavailable. */
  abstract readonly transactionPassword: string | null;
  /** CSP_FRAME_SOURCES: https origins the payment frame may show besides the provider's own (3-D Secure). */
  abstract readonly extraFrameSources: readonly string[];
}
