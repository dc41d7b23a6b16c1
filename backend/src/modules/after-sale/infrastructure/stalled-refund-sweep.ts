import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig, ConfigError } from '../../../shared/config/app-config';
import { PeriodicJob } from '../../../shared/outbox/periodic-job';
import { RecoverStalledRefundsUseCase } from '../application/recover-stalled-refunds.use-case';

/** A pending refund older than this was cut off: no live call lasts so long (the provider's calls time out in seconds). */
export const DEFAULT_REFUND_RECOVERY_AFTER_MS = 120_000;
const MAX_PASS_MS = 60_000;

/** REFUND_RECOVERY_AFTER_MS, validated at start (1000 to 3600000). */
export function refundRecoveryAfterMs(env: AppConfig['env']): number {
  const raw = env.REFUND_RECOVERY_AFTER_MS?.trim();
  if (!raw) return DEFAULT_REFUND_RECOVERY_AFTER_MS;
  if (!/^\d+$/.test(raw)) throw new ConfigError('REFUND_RECOVERY_AFTER_MS', `must be a whole number of milliseconds, got "${raw}"`);
  const value = Number(raw);
  if (value < 1_000 || value > 3_600_000)
    throw new ConfigError('REFUND_RECOVERY_AFTER_MS', `must be between 1000 and 3600000, got ${value}`);
  return value;
}

/**
 * Every process looks for refunds a stopped process left pending: soon after it starts, then every
 * minute (or every REFUND_RECOVERY_AFTER_MS when shorter), and settles those older than that.
 */
@Injectable()
export class StalledRefundSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly job: PeriodicJob;

  constructor(
    config: AppConfig,
    private readonly recover: RecoverStalledRefundsUseCase,
  ) {
    const afterMs = refundRecoveryAfterMs(config.env);
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
