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
import { DocumentsConfig } from './modules/documents/application/documents-config.port';
import { PaymentsConfig } from './modules/payments/application/payments-config.port';
import { SandboxModule } from './sandbox/sandbox.module';
import { configPart, configProviders, ShopConfig } from './shop-config';

/**
 * The built-in stand-ins configuration asks for, wired in here and nowhere else: the card sandbox when
 * it is the payment provider, the document sandbox wherever a sandbox may run (outside production, or a
 * staging shop).
 */
function sandboxesAskedFor(shop: ShopConfig): DynamicModule[] {
  const choice = {
    payments: configPart(shop, PaymentsConfig).provider === 'sandbox',
    documents: configPart(shop, DocumentsConfig).sandboxAllowed,
  };
  return choice.payments || choice.documents ? [SandboxModule.forRoot(choice)] : [];
}

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
        ...sandboxesAskedFor(shop),
      ],
    };
  }

  /** The root module's start-up hook runs after every context's (migrations, read-model catch-ups): ready now. */
  onApplicationBootstrap(): void {
    this.lifecycle.markStarted();
  }
}
