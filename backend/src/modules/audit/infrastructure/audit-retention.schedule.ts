import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { PeriodicJob } from '../../../shared/outbox/periodic-job';
import { RemoveOldAuditRecordsUseCase } from '../application/remove-old-audit-records.use-case';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes records past the retention on start and then once a day, in each instance; the removal is a
 * plain delete of old rows, so two instances doing it at once do no harm.
 */
@Injectable()
export class AuditRetentionSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AuditRetention');
  private readonly job = new PeriodicJob(() => this.removeOldRecords(), {
    everyMs: DAY_MS,
    firstAfterMs: 0,
    failure: 'Audit retention could not run now',
    logger: this.logger,
  });

  constructor(private readonly removeOld: RemoveOldAuditRecordsUseCase) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.job.stop();
  }

  private async removeOldRecords(): Promise<void> {
    const removed = await this.removeOld.execute();
    if (removed > 0) this.logger.log(`Removed ${removed} audit records past the retention`);
  }
}
