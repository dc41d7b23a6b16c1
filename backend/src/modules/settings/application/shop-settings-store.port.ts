import type { ShopSettingsValues } from '../domain/shop-settings';
import type { ShopSettings } from './shop-settings';

/** Port: the one row of shop settings. */
export abstract class ShopSettingsStore {
  /** Null while staff never saved settings: the defaults apply. */
  abstract read(): Promise<ShopSettings | null>;
  abstract save(values: ShopSettingsValues, at: Date): Promise<ShopSettings>;
}
