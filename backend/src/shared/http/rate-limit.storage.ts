import { Logger, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';

type Record_ = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Counts in Redis, shared by every instance. When Redis does not answer within a moment, the count goes
 * on in this process (logged once per outage), so an outage of Redis slows nobody's checkout: the limits
 * hold per instance until Redis is back.
 */
export class RedisRateLimitStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private readonly redis: Redis;
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();
  private failing = false;

  /** keyPrefix keeps shops (or test runs) that share one Redis apart. */
  constructor(
    url: string,
    private readonly keyPrefix = 'shop:',
  ) {
    this.redis = new Redis(url, {
      // A command waits for no reconnection: the fallback answers at once instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: 500,
      lazyConnect: false,
    });
    this.redis.on('error', () => undefined);
    this.shared = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<Record_> {
    try {
      const record = await this.shared.increment(`${this.keyPrefix}${key}`, ttl, limit, blockDuration, throttlerName);
      if (this.failing) this.logger.log('Redis answers again: rate limits are shared by every instance');
      this.failing = false;
      return record;
    } catch (error) {
      if (!this.failing)
        this.logger.warn(`Redis unavailable (${error instanceof Error ? error.message : error}): rate limits counted in this process`);
      this.failing = true;
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  onModuleDestroy(): void {
    this.local.onApplicationShutdown();
    this.redis.disconnect(false);
  }
}
