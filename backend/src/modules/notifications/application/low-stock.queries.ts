import { Injectable } from '@nestjs/common';
import type { LowStockItem } from './low-stock-item.views';
import { LowStockItems } from './low-stock-items.port';
import { ShopAlertSettings } from './shop-alert-settings.port';

/** The most items the dashboard's card and an email list. */
export const LOW_STOCK_LIST_LIMIT = 200;

/** The low-stock list: the dashboard's card, the day's digest and the sold-out alert read it. */
@Injectable()
export class LowStockQueries {
  constructor(
    private readonly items: LowStockItems,
    private readonly settings: ShopAlertSettings,
  ) {}

  async list(): Promise<{ items: LowStockItem[]; shopThreshold: number }> {
    const { lowStockThreshold } = await this.settings.current();
    return { items: await this.items.list(lowStockThreshold, LOW_STOCK_LIST_LIMIT), shopThreshold: lowStockThreshold };
  }
}
