import { Injectable } from '@nestjs/common';
import { CurrentShopSettings } from '../../settings/application/current-shop-settings.use-case';
import { ShopAlertSettings } from '../application/shop-alert-settings.port';

/** The notifications' port answered by the settings context. */
@Injectable()
export class ShopSettingsAlertSettings extends ShopAlertSettings {
  constructor(private readonly settings: CurrentShopSettings) {
    super();
  }

  async current(transaction?: unknown): Promise<{ alertEmails: string[]; lowStockThreshold: number }> {
    const { alertEmails, lowStockThreshold } = await this.settings.execute(transaction);
    return { alertEmails, lowStockThreshold };
  }
}
