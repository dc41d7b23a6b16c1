import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { RateLimitGuard } from './rate-limit.guard';
import { RedisRateLimitStorage } from './rate-limit.storage';
import { RATE_WINDOW_MS, RateLimitsConfig } from './rate-limits';

/** Rate limits counted in Redis when REDIS_URL is set, in this process otherwise. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RateLimitsConfig],
      useFactory: (config: AppConfig, rateLimits: RateLimitsConfig) => ({
        throttlers: rateLimits.limits.map((limit) => ({ name: limit.name, ttl: RATE_WINDOW_MS, limit: limit.limit })),
        ...(config.redisUrl ? { storage: new RedisRateLimitStorage(config.redisUrl, config.redisKeyPrefix) } : {}),
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitsModule {}
