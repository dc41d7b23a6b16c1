import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './shared/config/app-config';
import { ConfigModule } from './shared/config/config.module';
import { resolveDataSourceOptions } from './shared/database/data-source-options';
import { SqlStatementCountingLogger, sqlStatementCountingEnabled } from './shared/database/sql-statement-counter';
import { HealthController } from './shared/health/health.controller';
import { IdentityModule } from './modules/identity/identity.module';
import { CONTEXT_MODULES } from './modules';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () =>
            resolveDataSourceOptions(
              config,
              sqlStatementCountingEnabled(config.env) ? { logger: new SqlStatementCountingLogger(), logging: ['query'] } : {},
            ),
        }),
        IdentityModule,
        ...CONTEXT_MODULES,
      ],
      controllers: [HealthController],
    };
  }
}
