import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { ProbesController } from './probes.controller';
import { ShopLifecycle } from './shop-lifecycle';

/** /api/health (as it always was), /api/health/live and /api/health/ready. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController, ProbesController],
  providers: [ShopLifecycle],
  exports: [ShopLifecycle],
})
export class HealthModule {}
