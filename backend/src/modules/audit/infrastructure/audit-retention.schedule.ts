import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { RemoveOldAuditRecordsUseCase } from '../application/remove-old-audit-records.use-case';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes records past the retention on start and then once a day, in each instance; the removal is a
 * plain delete of old rows, so two instances doing it at once do no harm.
 */
@Injectable()
export class AuditRetentionSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AuditRetention');
  private timer?: NodeJS.Timeout;

  constructor(private readonly removeOld: RemoveOldAuditRecordsUseCase) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), DAY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    try {
      const removed = await this.removeOld.execute();
      if (removed > 0) this.logger.log(`Removed ${removed} audit records past the retention`);
    } catch (error) {
      this.logger.warn(`Audit retention could not run now: ${(error as Error).message}`);
    }
  }
}
