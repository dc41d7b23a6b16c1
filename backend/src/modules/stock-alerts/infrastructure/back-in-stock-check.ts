import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { PeriodicJob } from '../../../shared/outbox/periodic-job';
import { SendBackInStockAlertsUseCase } from '../application/send-back-in-stock-alerts.use-case';
import { StockAlertsConfig } from './stock-alerts.config';

/**
 * The periodic check for returned stock: whatever raised it (a staff edit, a cancellation, an import,
 * even SQL behind the application's back), waiting shoppers hear within this time. The staff edit
 * also asks at once. Every instance runs it; the claims keep each email to one.
 */
@Injectable()
export class BackInStockCheck implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BackInStock');
  private readonly job: PeriodicJob;

  constructor(
    private readonly config: AppConfig,
    stockAlerts: StockAlertsConfig,
    private readonly alerts: SendBackInStockAlertsUseCase,
  ) {
    this.job = new PeriodicJob(() => this.sendAlerts(), {
      everyMs: stockAlerts.checkEveryMs,
      failure: 'Back-in-stock check failed',
      logger: this.logger,
    });
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  private async sendAlerts(): Promise<void> {
    const sent = await this.alerts.execute({ publicUrl: this.config.publicUrl });
    if (sent > 0) this.logger.log(`Sent ${sent} back-in-stock emails`);
  }
}
