import { Injectable } from '@nestjs/common';
import { DEFAULT_SHOP_SETTINGS } from '../domain/shop-settings';
import type { ShopSettings } from './shop-settings.views';
import { ShopSettingsStore } from './shop-settings-store.port';
import { SettingsConfig } from './settings-config.port';

/**
 * The shop settings in force. Every order and quote reads them, so each process keeps them for a
 * few seconds: another instance follows a staff change within that time, without a restart; this
 * process's own write clears its copy at once.
 */
@Injectable()
export class CurrentShopSettings {
  private readonly cacheMs: number;
  private cached: { settings: Promise<ShopSettings>; until: number } | null = null;

  constructor(
    private readonly store: ShopSettingsStore,
    config: SettingsConfig,
  ) {
    this.cacheMs = config.shopSettingsCacheMs;
  }

  /**
   * `transaction`: the caller's open transaction, when it reads inside one. A cache miss is then read
   * through that transaction's connection: borrowing a second one while holding row locks deadlocks a
   * busy shop (every pooled connection waiting for the locks this one holds) until the lock wait times out.
   */
  execute(transaction?: unknown): Promise<ShopSettings> {
    const now = Date.now();
    if (this.cached && now < this.cached.until) return this.cached.settings;
    // Concurrent readers share one read; a failed read is not kept.
    const settings = this.store.read(transaction).then((stored) => stored ?? { ...DEFAULT_SHOP_SETTINGS, updatedAt: new Date(0) });
    const entry = { settings, until: now + this.cacheMs };
    this.cached = entry;
    settings.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return settings;
  }

  /** After this process saved new settings. */
  forget(): void {
    this.cached = null;
  }
}
