import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './shared/config/app-config';
import { ConfigModule } from './shared/config/config.module';
import { resolveDataSourceOptions } from './shared/database/data-source-options';
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
        TypeOrmModule.forRootAsync({ useFactory: () => resolveDataSourceOptions(config) }),
        IdentityModule,
        ...CONTEXT_MODULES,
      ],
      controllers: [HealthController],
    };
  }
}
