import { DynamicModule, Module, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConfigModule } from './shared/config/config.module';
import { resolveDataSourceOptions } from './shared/database/data-source-options';
import { DatabaseSetupError, openShopDatabase } from './shared/database/database-startup';
import { SqlStatementCountingLogger } from './shared/database/sql-statement-counter';
import { HealthModule } from './shared/health/health.module';
import { ChangeGenerationModule } from './shared/cache/change-generation.module';
import { ShopLifecycle } from './shared/health/shop-lifecycle';
import { RateLimitsModule } from './shared/http/rate-limits.module';
import { AuditModule } from './modules/audit/audit.module';
import { IdentityModule } from './modules/identity/identity.module';
import { CONTEXT_MODULES } from './modules';
import { configProviders, ShopConfig } from './shop-config';

@Module({})
export class AppModule implements OnApplicationBootstrap {
  constructor(private readonly lifecycle: ShopLifecycle) {}

  static forRoot(shop: ShopConfig): DynamicModule {
    const config = shop.app;
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(configProviders(shop)),
        TypeOrmModule.forRootAsync({
          useFactory: async () => ({
            ...(await resolveDataSourceOptions(
              config,
              config.countSqlStatements ? { logger: new SqlStatementCountingLogger(), logging: ['query'] } : {},
            )),
            // A database that is not there yet is waited for (a container starting beside it); one that can
            // never work (no utf8mb4) is reported at once.
            retryAttempts: 10,
            retryDelay: 3_000,
            toRetry: (error: unknown) => !(error instanceof DatabaseSetupError),
          }),
          dataSourceFactory: (options) => openShopDatabase(options!),
        }),
        HealthModule,
        ChangeGenerationModule,
        RateLimitsModule,
        AuditModule,
        IdentityModule,
        ...CONTEXT_MODULES,
      ],
    };
  }

  /** The root module's start-up hook runs after every context's (migrations, read-model catch-ups): ready now. */
  onApplicationBootstrap(): void {
    this.lifecycle.markStarted();
  }
}
