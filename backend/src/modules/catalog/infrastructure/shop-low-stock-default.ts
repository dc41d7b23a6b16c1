import { Injectable } from '@nestjs/common';
import { CurrentShopSettings } from '../../settings/application/current-shop-settings.use-case';
import { LowStockDefault } from '../application/low-stock-default.port';

/** Catalog's port answered by the settings context (cached there for SHOP_SETTINGS_CACHE_MS). */
@Injectable()
export class ShopLowStockDefault extends LowStockDefault {
  constructor(private readonly settings: CurrentShopSettings) {
    super();
  }

  async threshold(): Promise<number> {
    return (await this.settings.execute()).lowStockThreshold;
  }
}
