import { Injectable } from '@nestjs/common';
import { AppConfig, ConfigError } from '../../../shared/config/app-config';
import { DEFAULT_SHOP_SETTINGS } from '../domain/shop-settings';
import type { ShopSettings } from './shop-settings.views';
import { ShopSettingsStore } from './shop-settings-store.port';

const DEFAULT_CACHE_MS = 5000;
const MAX_CACHE_MS = 60_000;

/** SHOP_SETTINGS_CACHE_MS: how long a process keeps the settings it read (default 5 s, 0 = read every time). */
export function settingsCacheMs(config: Pick<AppConfig, 'env'>): number {
  const raw = config.env.SHOP_SETTINGS_CACHE_MS ?? String(DEFAULT_CACHE_MS);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > MAX_CACHE_MS) {
    throw new ConfigError('SHOP_SETTINGS_CACHE_MS', `must be a whole number of milliseconds from 0 to ${MAX_CACHE_MS}, got "${raw}"`);
  }
  return value;
}

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
    config: AppConfig,
  ) {
    this.cacheMs = settingsCacheMs(config);
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
