import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { PeriodicJob } from '../../../shared/outbox/periodic-job';
import { RecoverStalledRefundsUseCase } from '../application/recover-stalled-refunds.use-case';
import { AfterSaleConfig } from './after-sale.config';

const MAX_PASS_MS = 60_000;

/**
 * Every process looks for refunds a stopped process left pending: soon after it starts, then every
 * minute (or every REFUND_RECOVERY_AFTER_MS when shorter), and settles those older than that.
 */
@Injectable()
export class StalledRefundSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job: PeriodicJob;

  constructor(
    config: AfterSaleConfig,
    private readonly recover: RecoverStalledRefundsUseCase,
  ) {
    const afterMs = config.refundRecoveryAfterMs;
    const everyMs = Math.min(afterMs, MAX_PASS_MS);
    this.job = new PeriodicJob(() => this.recover.execute({ olderThan: new Date(Date.now() - afterMs) }), {
      everyMs,
      firstAfterMs: Math.min(everyMs, 5_000),
      failure: 'Looking for stalled refunds failed',
      logger: new Logger('Refunds'),
    });
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }
}
