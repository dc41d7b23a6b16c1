import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { SendBackInStockAlertsUseCase } from '../../stock-alerts/application/send-back-in-stock-alerts.use-case';
import { StockWatchers } from '../application/stock-watchers.port';

/** A staff edit of a product asks the back-in-stock alerts at once, without waiting for their periodic check. */
@Injectable()
export class BackInStockWatchers extends StockWatchers {
  private readonly logger = new Logger('Catalog');

  constructor(
    private readonly alerts: SendBackInStockAlertsUseCase,
    private readonly config: AppConfig,
  ) {
    super();
  }

  stockMayHaveReturned(productIds: readonly number[]): void {
    Promise.resolve()
      .then(() => this.alerts.execute({ publicUrl: this.config.publicUrl, productIds }))
      .catch((error: unknown) => this.logger.warn(`Back-in-stock emails not sent now: ${String(error)}`));
  }
}
