import { isEmailAddress, normalizeEmail } from 'shop-rules';

/**
 * A shopper's request to hear once when a sold-out product or size returns. `waiting` until the
 * stock returns; `sending` while one process holds it (claimed, so no other sends); `sent` after the
 * one email; `stopped` when the shopper unsubscribed.
 */
export const BACK_IN_STOCK_STATES = ['waiting', 'sending', 'sent', 'stopped'] as const;
export type BackInStockState = (typeof BACK_IN_STOCK_STATES)[number];
export type AlertLanguage = 'he' | 'ru';

/** variant 0: the product itself (a product sold without variants). */
export const WHOLE_PRODUCT = 0;

/** A claim older than this was left by a process that stopped mid-send: another may take it. */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

/** The address as stored and compared: trimmed and lower-case; null when it is not an address. */
export function validAlertEmail(raw: string): string | null {
  const email = normalizeEmail(raw);
  return isEmailAddress(email) ? email : null;
}

/** "Football (M / Red)": the product with the size and colour asked for. */
export function itemName(productName: string, variant: { size: string | null; color: string | null } | null): string {
  const details = variant ? [variant.size, variant.color].filter((part): part is string => Boolean(part && part.trim())) : [];
  return details.length > 0 ? `${productName} (${details.join(' / ')})` : productName;
}
