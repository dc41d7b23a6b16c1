/**
 * The settings context's configuration (environment, read at start by infrastructure/settings.config.ts;
 * not the shop settings staff edit). Also the DI token.
 */
export abstract class SettingsConfig {
  /** How long a process keeps the shop settings it read; 0: read them every time. */
  abstract readonly shopSettingsCacheMs: number;
}
