import { Injectable } from '@nestjs/common';
import { unknownAlertToken } from '../domain/stock-alerts.errors';
import { BackInStockStore } from './back-in-stock-store.port';

/** The email's unsubscribe link, without login: every request of that address still waiting is stopped. */
@Injectable()
export class StopBackInStockAlertsUseCase {
  constructor(private readonly store: BackInStockStore) {}

  async execute(input: { token: string }): Promise<void> {
    if (!(await this.store.stop(input.token))) throw unknownAlertToken();
  }
}
