/** Port: what staff set for the shop's alerts in Shop settings (cached for SHOP_SETTINGS_CACHE_MS). */
export abstract class ShopAlertSettings {
  abstract current(): Promise<{ alertEmails: string[]; lowStockThreshold: number }>;
}
