/** Port: what staff set for the shop's alerts in Shop settings (cached for SHOP_SETTINGS_CACHE_MS). */
export abstract class ShopAlertSettings {
  /** `transaction`: the caller's open transaction, read through on a cache miss (never a second connection). */
  abstract current(transaction?: unknown): Promise<{ alertEmails: string[]; lowStockThreshold: number }>;
}
