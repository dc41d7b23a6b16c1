import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig, ConfigError } from '../../../shared/config/app-config';
import { PeriodicJob } from '../../../shared/outbox/periodic-job';
import { SendBackInStockAlertsUseCase } from '../application/send-back-in-stock-alerts.use-case';

const DEFAULT_SECONDS = 60;

/** BACK_IN_STOCK_CHECK_SECONDS: how often each process looks for returned stock (default 60, 0 = never). */
export function checkIntervalMs(config: Pick<AppConfig, 'env'>): number {
  const raw = config.env.BACK_IN_STOCK_CHECK_SECONDS ?? String(DEFAULT_SECONDS);
  if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) > 86_400) {
    throw new ConfigError('BACK_IN_STOCK_CHECK_SECONDS', `must be a number of seconds from 0 to 86400, got "${raw}"`);
  }
  return Math.round(Number(raw) * 1000);
}

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
    private readonly alerts: SendBackInStockAlertsUseCase,
  ) {
    this.job = new PeriodicJob(() => this.sendAlerts(), {
      everyMs: checkIntervalMs(config),
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
