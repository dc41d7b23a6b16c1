import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditTrail } from '../../shared/audit/audit-trail';
import { AuditLogStore } from './application/audit-log-store.port';
import { AuditLogQueries } from './application/audit-log.queries';
import { RemoveOldAuditRecordsUseCase } from './application/remove-old-audit-records.use-case';
import { AuditRecordEntity } from './infrastructure/audit-record.entity';
import { AuditRetentionSchedule } from './infrastructure/audit-retention.schedule';
import { AuditSubscriber } from './infrastructure/audit-subscriber';
import { TypeormAuditLogStore } from './infrastructure/typeorm-audit-log-store';
import { TypeormAuditTrail } from './infrastructure/typeorm-audit-trail';
import { AuditLogController } from './interface/audit-log.controller';

/**
 * The audit log. Global: every context records through the AuditTrail port (src/shared/audit), and
 * entity saves inside staff requests are recorded by the subscriber without any call.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditRecordEntity])],
  controllers: [AuditLogController],
  providers: [
    { provide: AuditLogStore, useClass: TypeormAuditLogStore },
    { provide: AuditTrail, useClass: TypeormAuditTrail },
    AuditSubscriber,
    AuditLogQueries,
    RemoveOldAuditRecordsUseCase,
    AuditRetentionSchedule,
  ],
  exports: [AuditTrail, RemoveOldAuditRecordsUseCase],
})
export class AuditModule {}
