import type { ShopSettingsValues } from '../domain/shop-settings';
import type { ShopSettings } from './shop-settings.views';

/** Port: the one row of shop settings. */
export abstract class ShopSettingsStore {
  /**
   * Null while staff never saved settings: the defaults apply. With a transaction, read through its
   * connection: a transaction that holds row locks must never wait for a second pooled connection.
   */
  abstract read(transaction?: unknown): Promise<ShopSettings | null>;
  abstract save(values: ShopSettingsValues, at: Date): Promise<ShopSettings>;
}
