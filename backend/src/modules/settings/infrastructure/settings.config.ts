import { ConfigReader } from '../../../shared/config/config-reader';
import { SettingsConfig } from '../application/settings-config.port';

export function loadSettingsConfig(reader: ConfigReader): SettingsConfig {
  return Object.freeze({
    shopSettingsCacheMs: reader.integer('SHOP_SETTINGS_CACHE_MS', {
      fallback: 5000,
      min: 0,
      max: 60_000,
      about:
        'how long each process keeps the shop settings staff edit in the back office (delivery fee and threshold, installment rule): every instance follows a change within this time, without a restart',
    }),
  });
}
